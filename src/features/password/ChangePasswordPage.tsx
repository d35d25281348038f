import { useActorRef, useSelector } from '@xstate/react'
import { css } from '../../../styled-system/css'
import type { changePasswordMachine } from '../../../machines/password/change-password.machine'
import { Alert } from '../../ui/Alert'
import { AuthCard } from '../../ui/AuthCard'
import { NewPasswordForm } from './NewPasswordForm'
import { TEMPORARY_PASSWORD_TEXTS } from '../../domain/partner-access'

/** `partnerName`: the partner managing the company, who may be granted login access on the way (001 §7). */
export default function ChangePasswordPage({
  logic,
  partnerName,
}: {
  logic: typeof changePasswordMachine
  partnerName: string | null
}) {
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
      >
        {partnerName ? (
          <label className={css({ display: 'flex', gap: '2', alignItems: 'flex-start' })}>
            <input type="checkbox" name="grantLoginAccess" className={css({ mt: '1' })} />
            <span>
              {TEMPORARY_PASSWORD_TEXTS.grantLabel(partnerName)}
              <span className={css({ display: 'block', color: 'text.muted', fontSize: 'sm' })}>
                {TEMPORARY_PASSWORD_TEXTS.grantHint}
              </span>
            </span>
          </label>
        ) : null}
      </NewPasswordForm>
    </AuthCard>
  )
}
