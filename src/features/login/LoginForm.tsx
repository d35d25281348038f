import { css } from '../../../styled-system/css'
import { FORGOT_PASSWORD_LINK, LoginForm as LoginFormStruct, type LoginCredentials } from '../../domain/login'
import type { LoginFailure } from '../../domain/login-failures'
import { PageLink } from '../../ui/page-link'
import { button } from '../../../styled-system/recipes'
import { TextField } from '../../ui/TextField'
import { useStructForm } from '../../ui/use-struct-form'

interface Props {
  busy: boolean
  failure: LoginFailure | null
  onSubmit: (values: LoginCredentials) => void
}

const EMPTY: LoginCredentials = { email: '', password: '' }

/** Field errors come from the shared schema (first); sign-in failures from the machine (by field). */
export function LoginForm({ busy, failure, onSubmit }: Props) {
  const { adoptTypedValues, field, onSubmit: submit } = useStructForm(LoginFormStruct, EMPTY, onSubmit)
  const serverError = (name: LoginFailure['field']) => (failure?.field === name ? failure.message : null)
  const { schemaError: emailError, ...email } = field('email')
  const { schemaError: passwordError, ...password } = field('password')

  return (
    <form
      ref={adoptTypedValues}
      // Drawn in the page's HTML, the form can be sent before its script takes over: as a POST, never a GET that
      // would put the password in the address; the gateway answers it with the page again (server/static.ts).
      method="post"
      noValidate
      aria-label="Log in"
      onSubmit={submit}
      className={css({ display: 'flex', flexDir: 'column', gap: '5' })}
    >
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        autoFocus
        {...email}
        error={emailError ?? serverError('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        {...password}
        error={passwordError ?? serverError('password')}
      />
      <PageLink
        href="/forgot-password"
        className={css({
          alignSelf: 'flex-end',
          mt: '-3',
          fontSize: 'sm',
          fontWeight: 'semibold',
          color: 'brand',
        })}
      >
        {FORGOT_PASSWORD_LINK}
      </PageLink>
      <button
        type="submit"
        className={button({ size: 'lg', fullWidth: true })}
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? 'Signing in…' : 'Log in'}
      </button>
    </form>
  )
}
