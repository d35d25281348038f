import { useActorRef, useSelector } from '@xstate/react'
import { css } from '../../../styled-system/css'
import type { changePasswordMachine } from '../../../machines/change-password.machine'
import { Alert } from '../../ui/Alert'
import { AuthCard } from '../../ui/AuthCard'
import { NewPasswordForm } from './NewPasswordForm'

export default function ChangePasswordPage({ logic }: { logic: typeof changePasswordMachine }) {
  const actor = useActorRef(logic)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const failure = useSelector(actor, (s) => s.context.failure)
  return (
    <AuthCard title="Change password">
      <p className={css({ color: 'text.muted' })}>
        You signed in with a temporary password. Choose a new password to continue.
      </p>
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <NewPasswordForm
        label="Change password"
        busy={busy}
        submitLabel="Save password"
        busyLabel="Saving…"
        onSubmit={(values) => actor.send({ type: 'password.submit', ...values })}
      />
    </AuthCard>
  )
}
