import { useForm } from '@felte/react'
import { reporter } from '@felte/reporter-react'
import { validator } from '@felte/validator-superstruct'
import { useActorRef, useSelector } from '@xstate/react'
import { Link } from 'wouter'
import { css } from '../../../styled-system/css'
import type { resetPasswordMachine } from '../../../machines/reset-password.machine'
import { ChangePasswordForm, passwordPairError, type ChangePasswordValues } from '../../domain/password'
import { PASSWORD_RESET_TEXTS as T } from '../../domain/password-reset'
import { Alert } from '../../ui/Alert'
import { AuthCard } from '../../ui/AuthCard'
import { Button } from '../../ui/Button'
import { FormTextField } from '../../ui/FormTextField'
import { PasswordChecklist } from './PasswordChecklist'
import { selectResetBusy, selectResetFailure, selectResetStep } from './selectors'

const linkStyle = css({ color: 'brand', fontWeight: 'semibold', fontSize: 'sm' })

function NewPasswordForm({ actor }: { actor: ReturnType<typeof useActorRef<typeof resetPasswordMachine>> }) {
  const busy = useSelector(actor, selectResetBusy)
  const failure = useSelector(actor, selectResetFailure)
  const { form, data } = useForm<ChangePasswordValues>({
    initialValues: { password: '', confirmPassword: '' },
    extend: [validator({ struct: ChangePasswordForm }), reporter],
    validate: (values) => ({ confirmPassword: passwordPairError(values) ?? undefined }),
    onSubmit: (values) => actor.send({ type: 'password.submit', ...values }),
  })
  return (
    <>
      <p className={css({ color: 'text.muted' })}>{T.resetText}</p>
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <form
        ref={form}
        noValidate
        aria-label={T.resetTitle}
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
          {busy ? T.saving : T.resetButton}
        </Button>
      </form>
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
      <NewPasswordForm actor={actor} />
      <Link href="/login" className={linkStyle}>
        {T.backToLogin}
      </Link>
    </AuthCard>
  )
}
