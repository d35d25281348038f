import { useForm } from '@felte/react'
import { reporter } from '@felte/reporter-react'
import { validator } from '@felte/validator-superstruct'
import { useActorRef, useSelector } from '@xstate/react'
import { Link } from 'wouter'
import { css } from '../../../styled-system/css'
import type { ssoLoginMachine } from '../../../machines/sso/sso-login.machine'
import { SsoEmailForm, type SsoEmailValues } from '../../domain/login'
import { Alert } from '../../ui/Alert'
import { AuthCard } from '../../ui/AuthCard'
import { Button } from '../../ui/Button'
import { FormTextField } from '../../ui/FormTextField'

export default function SsoLoginPage({ logic }: { logic: typeof ssoLoginMachine }) {
  const actor = useActorRef(logic)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const failure = useSelector(actor, (s) => s.context.failure)
  const { form } = useForm<SsoEmailValues>({
    initialValues: { email: '' },
    extend: [validator({ struct: SsoEmailForm }), reporter],
    onSubmit: (values) => actor.send({ type: 'sso.submit', email: values.email }),
  })
  return (
    <AuthCard title="Log in with SSO">
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <form
        ref={form}
        noValidate
        aria-label="Log in with SSO"
        className={css({ display: 'flex', flexDir: 'column', gap: '5' })}
      >
        <FormTextField label="Email" name="email" type="email" autoComplete="username" autoFocus />
        <Button type="submit" size="lg" fullWidth disabled={busy} aria-busy={busy}>
          {busy ? 'Redirecting…' : 'Continue'}
        </Button>
      </form>
      <Link href="/login" className={css({ color: 'brand', fontWeight: 'semibold', textAlign: 'center' })}>
        Log in with a password
      </Link>
    </AuthCard>
  )
}
