import { useActorRef, useSelector } from '@xstate/react'
import { useState } from 'react'
import type { InspectionEvent } from 'xstate'
import { css } from '../../../styled-system/css'
import type {
  TwoFactorSettingsInput,
  twoFactorSettingsMachine,
} from '../../../machines/settings/two-factor-settings.machine'
import { TWO_FACTOR_SETTINGS_TEXTS as T } from '../../domain/two-factor'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { TextField } from '../../ui/TextField'
import TwoFactorStep from '../login/TwoFactorStep'
import {
  selectAtCodeStep,
  selectBusy,
  selectCodeActor,
  selectDialogOpen,
  selectEnabled,
  selectPasswordError,
} from './selectors'

/** The two-factor card of settings: its state, and the password → code dialog that changes it. */
export function TwoFactorCard({
  logic,
  input,
  inspect,
}: {
  logic: typeof twoFactorSettingsMachine
  input: TwoFactorSettingsInput
  inspect?: ((event: InspectionEvent) => void) | undefined
}) {
  const actor = useActorRef(logic, { input, ...(inspect ? { inspect } : {}) })
  const enabled = useSelector(actor, selectEnabled)
  const open = useSelector(actor, selectDialogOpen)
  const busy = useSelector(actor, selectBusy)
  const passwordError = useSelector(actor, selectPasswordError)
  const atCodeStep = useSelector(actor, selectAtCodeStep)
  const codeActor = useSelector(actor, selectCodeActor)
  const [password, setPassword] = useState('')
  const action = enabled ? T.disable : T.enable

  return (
    <section
      aria-labelledby="two-factor-title"
      className={css({
        bg: 'surface.card',
        borderRadius: 'lg',
        boxShadow: 'sm',
        p: '6',
        display: 'flex',
        gap: '4',
        alignItems: 'center',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
      })}
    >
      <div className={css({ display: 'flex', flexDir: 'column', gap: '1' })}>
        <h2 id="two-factor-title" className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
          {T.title}{' '}
          <span
            className={css({
              ml: '2',
              px: '2',
              py: '0.5',
              borderRadius: 'full',
              fontSize: 'xs',
              bg: enabled ? 'green.100' : 'gray.100',
              color: enabled ? 'green.800' : 'gray.700',
            })}
          >
            {enabled ? T.on : T.off}
          </span>
        </h2>
        <p className={css({ color: 'text.muted' })}>{T.explain}</p>
      </div>
      <Button
        variant={enabled ? 'outline' : 'solid'}
        onClick={() => {
          setPassword('')
          actor.send({ type: 'mfa.start' })
        }}
      >
        {action}
      </Button>
      <Dialog
        open={open}
        title={`${action} ${T.title}`}
        onClose={() => actor.send({ type: 'mfa.cancel' })}
        closable={!busy}
        actions={
          atCodeStep ? (
            <Button variant="ghost" onClick={() => actor.send({ type: 'mfa.cancel' })}>
              Cancel
            </Button>
          ) : (
            <>
              <Button variant="ghost" disabled={busy} onClick={() => actor.send({ type: 'mfa.cancel' })}>
                Cancel
              </Button>
              <Button
                type="submit"
                form="two-factor-password"
                disabled={busy || password === ''}
                aria-busy={busy}
              >
                {busy ? 'Checking…' : 'Continue'}
              </Button>
            </>
          )
        }
      >
        {atCodeStep ? (
          codeActor ? (
            <TwoFactorStep actor={codeActor} ownToaster={false} />
          ) : null
        ) : (
          <form
            id="two-factor-password"
            aria-label="Confirm your password"
            noValidate
            className={css({ display: 'flex', flexDir: 'column', gap: '3' })}
            onSubmit={(event) => {
              event.preventDefault()
              actor.send({ type: 'mfa.submitPassword', password })
            }}
          >
            <p>{T.passwordStep}</p>
            {passwordError ? <Alert tone="danger">{passwordError}</Alert> : null}
            <TextField
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              autoFocus
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </form>
        )}
      </Dialog>
    </section>
  )
}
