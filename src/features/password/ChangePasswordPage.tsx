import { useForm } from '@felte/react'
import { reporter } from '@felte/reporter-react'
import { validator } from '@felte/validator-superstruct'
import { useActorRef, useSelector } from '@xstate/react'
import { css } from '../../../styled-system/css'
import type { changePasswordMachine } from '../../../machines/change-password.machine'
import { ChangePasswordForm, passwordPairError, type ChangePasswordValues } from '../../domain/password'
import { Alert } from '../../ui/Alert'
import { AuthCard } from '../../ui/AuthCard'
import { Button } from '../../ui/Button'
import { FormTextField } from '../../ui/FormTextField'
import { PasswordChecklist } from './PasswordChecklist'

export default function ChangePasswordPage({ logic }: { logic: typeof changePasswordMachine }) {
  const actor = useActorRef(logic)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const failure = useSelector(actor, (s) => s.context.failure)
  const { form, data } = useForm<ChangePasswordValues>({
    initialValues: { password: '', confirmPassword: '' },
    extend: [validator({ struct: ChangePasswordForm }), reporter],
    validate: (values) => ({ confirmPassword: passwordPairError(values) ?? undefined }),
    onSubmit: (values) => actor.send({ type: 'password.submit', ...values }),
  })
  return (
    <AuthCard title="Change password">
      <p className={css({ color: 'text.muted' })}>
        You signed in with a temporary password. Choose a new password to continue.
      </p>
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <form
        ref={form}
        noValidate
        aria-label="Change password"
        className={css({ display: 'flex', flexDir: 'column', gap: '4' })}
      >
        <FormTextField
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          autoFocus
        />
        <PasswordChecklist value={data('password') ?? ''} />
        <FormTextField
          label="Confirm password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
        />
        <Button type="submit" size="lg" fullWidth disabled={busy} aria-busy={busy}>
          {busy ? 'Saving…' : 'Save password'}
        </Button>
      </form>
    </AuthCard>
  )
}
