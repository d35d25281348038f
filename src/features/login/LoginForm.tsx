import { useForm } from '@felte/react'
import { reporter } from '@felte/reporter-react'
import { validator } from '@felte/validator-superstruct'
import { css } from '../../../styled-system/css'
import { LoginForm as LoginFormStruct, type LoginCredentials } from '../../domain/login'
import type { LoginFailure } from '../../domain/login-failures'
import { Button } from '../../ui/Button'
import { FormTextField } from '../../ui/FormTextField'

interface Props {
  busy: boolean
  failure: LoginFailure | null
  onSubmit: (values: LoginCredentials) => void
}

/** Field errors come from felte + the shared schema; sign-in failures from the machine (by field). */
export function LoginForm({ busy, failure, onSubmit }: Props) {
  const { form } = useForm<LoginCredentials>({
    initialValues: { email: '', password: '' },
    extend: [validator({ struct: LoginFormStruct }), reporter],
    onSubmit,
  })
  const serverError = (name: LoginFailure['field']) => (failure?.field === name ? failure.message : null)

  return (
    <form
      ref={form}
      noValidate
      aria-label="Log in"
      className={css({ display: 'flex', flexDir: 'column', gap: '5' })}
    >
      <FormTextField
        label="Email"
        name="email"
        type="email"
        autoComplete="username"
        autoFocus
        serverError={serverError('email')}
      />
      <FormTextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        serverError={serverError('password')}
      />
      <Button type="submit" size="lg" fullWidth disabled={busy} aria-busy={busy}>
        {busy ? 'Signing in…' : 'Log in'}
      </Button>
    </form>
  )
}
