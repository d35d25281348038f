import { useSelector } from '@xstate/react'
import { useState } from 'react'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import type { twoFactorLoginMachine } from '../../../machines/login/two-factor-login.machine'
import { TWO_FACTOR_TEXTS, isValidCode } from '../../domain/two-factor'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { TextField } from '../../ui/TextField'
import { Toaster } from '../../ui/Toaster'

type TwoFactorActor = ActorRefFrom<typeof twoFactorLoginMachine>

/**
 * The email-code step of sign-in, and of turning two-factor on or off in settings; on /login a lazy chunk,
 * loaded only for accounts with two-factor sign-in.
 */
export default function TwoFactorStep({
  actor,
  ownToaster = true,
}: {
  actor: TwoFactorActor
  /** /login has no shell and so no toaster of its own; inside the shell (settings) there is one already. */
  ownToaster?: boolean
}) {
  const [code, setCode] = useState('')
  const email = useSelector(actor, (s) => s.context.email)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const blocked = useSelector(actor, (s) => s.hasTag('blocked'))
  const alert = useSelector(actor, (s) => s.context.alert)
  const codeError = useSelector(actor, (s) => s.context.codeError)
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'code.submit', code }))
  const canResend = useSelector(
    actor,
    (s) => s.hasTag('form') && !s.hasTag('busy') && s.can({ type: 'code.resend' }),
  )
  const formatError = code !== '' && !isValidCode(code) ? TWO_FACTOR_TEXTS.codeInvalid : null

  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '4' })}>
      {ownToaster ? <Toaster /> : null}
      {alert ? <Alert tone="danger">{alert}</Alert> : null}
      {blocked ? null : (
        <form
          aria-label="Verification code"
          noValidate
          className={css({ display: 'flex', flexDir: 'column', gap: '4' })}
          onSubmit={(event) => {
            event.preventDefault()
            actor.send({ type: 'code.submit', code })
          }}
        >
          <p>
            Enter the 6-digit code we sent to <strong>{email}</strong>.
          </p>
          <TextField
            label="Code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={formatError ?? codeError}
          />
          <Button type="submit" size="lg" fullWidth disabled={!canSubmit || busy} aria-busy={busy}>
            {busy ? 'Please wait…' : 'Verify'}
          </Button>
          {canResend ? (
            <Button variant="link" onClick={() => actor.send({ type: 'code.resend' })}>
              {TWO_FACTOR_TEXTS.resend}
            </Button>
          ) : null}
        </form>
      )}
    </div>
  )
}
