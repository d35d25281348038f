import { fieldProblems } from '../../domain/field-problems'
import { useActorRef, useSelector } from '@xstate/react'
import type { InspectionEvent, ActorOptions } from 'xstate'
import { css } from '../../../styled-system/css'
import type { apiKeysMachine } from '../../../machines/settings/api-keys.machine'
import { API_KEY_SCOPES, API_KEY_SCOPE_LABELS, API_KEY_TEXTS as T, ApiKeyForm } from '../../domain/api-keys'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { RetryAlert } from '../../ui/ListParts'
import { TextField } from '../../ui/TextField'
import { panel } from '../../ui/surfaces'
import { date } from '../users/TaskList'
import { CheckboxList, copyStep, createStep, SecretCreateDialog } from './SecretCreateDialog'
import { copyValue, muted, panelHeading } from './settings-styles'

/** Settings → Integration: the company's API keys for the public API (issue 32). */
export function ApiKeysPanel({
  logic,
  inspect,
  clock,
}: {
  logic: typeof apiKeysMachine
  inspect?: ((event: InspectionEvent) => void) | undefined
  /** Generated path runs give a simulated clock: a path's step is the moment "Copied" goes. */
  clock?: ActorOptions<typeof apiKeysMachine>['clock']
}) {
  const actor = useActorRef(logic, { ...(inspect ? { inspect } : {}), ...(clock ? { clock } : {}) })
  const keys = useSelector(actor, (s) => s.context.keys)
  const failure = useSelector(actor, (s) => (s.matches('failed') ? s.context.failure : null))
  const loading = useSelector(actor, (s) => s.matches('loading'))
  return (
    <section aria-labelledby="api-keys-title" className={panel}>
      <div
        className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '3' })}
      >
        <h2 id="api-keys-title" className={panelHeading}>
          {T.title}
        </h2>
        <Button disabled={!keys} onClick={() => actor.send({ type: 'keys.create' })}>
          New API key
        </Button>
      </div>
      <p className={muted}>{T.intro}</p>
      <RetryAlert message={failure} onRetry={() => actor.send({ type: 'keys.retry' })} />
      {loading ? <p className={muted}>Loading API keys…</p> : null}
      {keys && keys.length === 0 ? <p className={muted}>{T.none}</p> : null}
      {keys && keys.length > 0 ? (
        <ul aria-label="API keys" className={css({ display: 'grid', gap: '2' })}>
          {keys.map((key) => (
            <li
              key={key.id}
              className={css({
                display: 'flex',
                gap: '3',
                alignItems: 'center',
                justifyContent: 'space-between',
                borderTopWidth: '1px',
                borderColor: 'border',
                pt: '2',
              })}
            >
              <span className={css({ display: 'grid', gap: '0.5' })}>
                <strong>{key.name}</strong>
                <span className={muted}>
                  <span className={copyValue}>{key.prefix}…</span>
                  {` · ${key.scopes.join(', ')} · created ${date(key.createdAt)} by ${key.createdBy} · `}
                  {key.lastUsedAt ? `last used ${date(key.lastUsedAt)}` : T.neverUsed}
                </span>
              </span>
              <Button
                variant="outline"
                size="sm"
                onClick={() => actor.send({ type: 'keys.revoke', key })}
                aria-label={`Revoke ${key.name}`}
              >
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <CreateDialog actor={actor} />
      <RevokeDialog actor={actor} />
    </section>
  )
}

type Actor = ReturnType<typeof useActorRef<typeof apiKeysMachine>>

function CreateDialog({ actor }: { actor: Actor }) {
  const step = useSelector(actor, (s) => createStep((step) => s.matches({ creating: step })))
  const form = useSelector(actor, (s) => s.context.form)
  const attempted = useSelector(actor, (s) => s.context.attempted)
  const formFailure = useSelector(actor, (s) => s.context.formFailure)
  const createdKey = useSelector(actor, (s) => s.context.createdKey)
  const copy = useSelector(actor, (s) => copyStep((step) => s.matches({ creating: { shown: step } })))
  const problems = attempted ? fieldProblems(ApiKeyForm, form) : {}
  return (
    <SecretCreateDialog
      step={step}
      titles={{ form: 'New API key', shown: 'Your new API key' }}
      submitLabel="Create key"
      savingLabel="Creating…"
      copyLabel="Copy key"
      shownOnce={T.shownOnce}
      secretLabel="API key"
      secret={createdKey}
      copy={copy}
      failure={formFailure}
      onSubmit={() => actor.send({ type: 'form.submit' })}
      onCopy={() => actor.send({ type: 'key.copy' })}
      onClose={() => actor.send({ type: 'dialog.close' })}
    >
      <TextField
        label="Key name"
        name="apiKeyName"
        value={form.name}
        maxLength={200}
        error={problems.name ?? null}
        onChange={(event) => actor.send({ type: 'form.name', name: event.target.value })}
      />
      <CheckboxList
        legend="It may read"
        options={API_KEY_SCOPES}
        labels={API_KEY_SCOPE_LABELS}
        selected={form.scopes}
        error={problems.scopes ?? null}
        onChange={(scope, on) => actor.send({ type: 'form.scope', scope, on })}
      />
    </SecretCreateDialog>
  )
}

function RevokeDialog({ actor }: { actor: Actor }) {
  const target = useSelector(actor, (s) => (s.matches('revoking') ? s.context.target : null))
  const removing = useSelector(actor, (s) => s.matches({ revoking: 'removing' }))
  const failure = useSelector(actor, (s) => s.context.formFailure)
  const close = () => actor.send({ type: 'dialog.close' })
  return (
    <Dialog
      open={target !== null}
      role="alertdialog"
      title={T.revokeTitle(target?.name ?? '')}
      onClose={close}
      closable={!removing}
      actions={
        <>
          <Button variant="ghost" onClick={close} disabled={removing}>
            Cancel
          </Button>
          <Button variant="danger" disabled={removing} onClick={() => actor.send({ type: 'confirm.yes' })}>
            {removing ? 'Revoking…' : 'Revoke'}
          </Button>
        </>
      }
    >
      <p>{T.revokeText}</p>
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
    </Dialog>
  )
}
