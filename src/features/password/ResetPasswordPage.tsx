import { useActorRef, useSelector } from '@xstate/react'
import { Link } from 'wouter'
import { css } from '../../../styled-system/css'
import type { resetPasswordMachine } from '../../../machines/password/reset-password.machine'
import { PASSWORD_RESET_TEXTS as T } from '../../domain/password-reset'
import { Alert } from '../../ui/Alert'
import { AuthCard } from '../../ui/AuthCard'
import { NewPasswordForm } from './NewPasswordForm'
import { selectResetBusy, selectResetFailure, selectResetStep } from './selectors'

const linkStyle = css({ color: 'brand', fontWeight: 'semibold', fontSize: 'sm' })

function ResetForm({ actor }: { actor: ReturnType<typeof useActorRef<typeof resetPasswordMachine>> }) {
  const busy = useSelector(actor, selectResetBusy)
  const failure = useSelector(actor, selectResetFailure)
  return (
    <>
      <p className={css({ color: 'text.muted' })}>{T.resetText}</p>
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <NewPasswordForm
        label={T.resetTitle}
        busy={busy}
        submitLabel={T.resetButton}
        busyLabel={T.saving}
        onSubmit={(values) => actor.send({ type: 'password.submit', ...values })}
      />
    </>
  )
}

/** /reset-password#token=…: the mailed link's page. */
export default function ResetPasswordPage({
  logic,
  token,
}: {
  logic: typeof resetPasswordMachine
  token: string | null
}) {
  const actor = useActorRef(logic, { input: { token } })
  const step = useSelector(actor, selectResetStep)
  if (step === 'expired')
    return (
      <AuthCard title={T.expiredTitle}>
        <Alert tone="danger">{T.expired}</Alert>
        <Link href="/forgot-password" className={linkStyle}>
          {T.requestAgain}
        </Link>
      </AuthCard>
    )
  if (step === 'done')
    return (
      <AuthCard title={T.doneTitle}>
        <p role="status">{T.done}</p>
        <Link href="/login" className={linkStyle}>
          {T.logIn}
        </Link>
      </AuthCard>
    )
  return (
    <AuthCard title={T.resetTitle}>
      <ResetForm actor={actor} />
      <Link href="/login" className={linkStyle}>
        {T.backToLogin}
      </Link>
    </AuthCard>
  )
}
