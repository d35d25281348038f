import { useActorRef, useSelector } from '@xstate/react'
import { Link } from 'wouter'
import { css } from '../../../styled-system/css'
import type { forgotPasswordMachine } from '../../../machines/password/forgot-password.machine'
import { PASSWORD_RESET_TEXTS as T, ResetRequestForm } from '../../domain/password-reset'
import { Alert } from '../../ui/Alert'
import { AuthCard } from '../../ui/AuthCard'
import { Button } from '../../ui/Button'
import { TextField } from '../../ui/TextField'
import { useStructForm } from '../../ui/use-struct-form'
import { selectForgotBusy, selectForgotEmail, selectForgotFailure, selectSent } from './selectors'

const backLink = css({ color: 'brand', fontWeight: 'semibold', fontSize: 'sm' })

function RequestForm({ actor }: { actor: ReturnType<typeof useActorRef<typeof forgotPasswordMachine>> }) {
  const busy = useSelector(actor, selectForgotBusy)
  const failure = useSelector(actor, selectForgotFailure)
  // Typed input survives a refusal: the form starts from the address the machine kept.
  const form = useStructForm(ResetRequestForm, { email: actor.getSnapshot().context.email }, (values) =>
    actor.send({ type: 'reset.request', email: values.email }),
  )
  const { schemaError, ...email } = form.field('email')
  return (
    <>
      <p className={css({ color: 'text.muted' })}>{T.requestText}</p>
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <form
        noValidate
        aria-label={T.requestTitle}
        onSubmit={form.onSubmit}
        className={css({ display: 'flex', flexDir: 'column', gap: '5' })}
      >
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          autoFocus
          {...email}
          error={schemaError}
        />
        <Button type="submit" size="lg" fullWidth disabled={busy} aria-busy={busy}>
          {busy ? T.sending : T.requestButton}
        </Button>
      </form>
    </>
  )
}

/** /forgot-password: the address, then "Check your email" (the same words whether or not it has an account). */
export default function ForgotPasswordPage({
  logic,
  email,
}: {
  logic: typeof forgotPasswordMachine
  email: string | null
}) {
  const actor = useActorRef(logic, { input: { email } })
  const sent = useSelector(actor, selectSent)
  const sentTo = useSelector(actor, selectForgotEmail)
  return (
    <AuthCard title={sent ? T.sentTitle : T.requestTitle}>
      {sent ? (
        <>
          <p role="status">{T.sent(sentTo)}</p>
          <Button variant="outline" onClick={() => actor.send({ type: 'reset.again' })}>
            {T.sendAnother}
          </Button>
        </>
      ) : (
        <RequestForm actor={actor} />
      )}
      <Link href="/login" className={backLink}>
        {T.backToLogin}
      </Link>
    </AuthCard>
  )
}
