import { fieldProblems } from '../../domain/field-problems'
import { useActorRef, useSelector } from '@xstate/react'
import type { InspectionEvent, ActorOptions } from 'xstate'
import { css } from '../../../styled-system/css'
import type { webhooksMachine } from '../../../machines/settings/webhooks.machine'
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_TEXTS as T,
  WebhookForm,
  type WebhookDeliveryView,
} from '../../domain/webhooks'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { ConfirmActionDialog } from '../../ui/ConfirmActionDialog'
import { Dialog } from '../../ui/Dialog'
import { RetryAlert } from '../../ui/ListParts'
import { TextField } from '../../ui/TextField'
import { panel } from '../../ui/surfaces'
import { date } from '../users/TaskList'
import { CheckboxList, copyStep, createStep, SecretCreateDialog } from './SecretCreateDialog'
import { muted, panelHeading } from './settings-styles'
import { formatDate } from '../../domain/intl-format'

/** Settings → Integration: the company's webhook endpoints and their delivery log (issue 32). */
export function WebhooksPanel({
  logic,
  inspect,
  clock,
}: {
  logic: typeof webhooksMachine
  inspect?: ((event: InspectionEvent) => void) | undefined
  /** Generated path runs give a simulated clock: a path's step is the moment "Copied" goes. */
  clock?: ActorOptions<typeof webhooksMachine>['clock']
}) {
  const actor = useActorRef(logic, { ...(inspect ? { inspect } : {}), ...(clock ? { clock } : {}) })
  const endpoints = useSelector(actor, (s) => s.context.endpoints)
  const loadFailure = useSelector(actor, (s) => (s.matches('failed') ? s.context.failure : null))
  const readyFailure = useSelector(actor, (s) => (s.matches('ready') ? s.context.failure : null))
  const loading = useSelector(actor, (s) => s.matches('loading'))
  const resuming = useSelector(actor, (s) => (s.matches('resuming') ? s.context.target?.id : null))
  return (
    <section aria-labelledby="webhooks-title" className={panel}>
      <div
        className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '3' })}
      >
        <h2 id="webhooks-title" className={panelHeading}>
          {T.title}
        </h2>
        <Button disabled={!endpoints} onClick={() => actor.send({ type: 'hooks.create' })}>
          Add endpoint
        </Button>
      </div>
      <p className={muted}>{T.intro}</p>
      <RetryAlert message={loadFailure} onRetry={() => actor.send({ type: 'hooks.retry' })} />
      {readyFailure ? <Alert tone="danger">{readyFailure}</Alert> : null}
      {loading ? <p className={muted}>Loading webhook endpoints…</p> : null}
      {endpoints && endpoints.length === 0 ? <p className={muted}>{T.none}</p> : null}
      {endpoints && endpoints.length > 0 ? (
        <ul aria-label="Webhook endpoints" className={css({ display: 'grid', gap: '2' })}>
          {endpoints.map((endpoint) => (
            <li
              key={endpoint.id}
              aria-label={endpoint.url}
              className={css({
                display: 'flex',
                flexWrap: 'wrap',
                gap: '3',
                alignItems: 'center',
                justifyContent: 'space-between',
                borderTopWidth: '1px',
                borderColor: 'border',
                pt: '2',
              })}
            >
              <span className={css({ display: 'grid', gap: '0.5', minW: '0' })}>
                <strong className={css({ overflowWrap: 'anywhere' })}>{endpoint.url}</strong>
                <span className={muted}>
                  {endpoint.eventTypes.join(', ')}
                  {` · added ${date(endpoint.createdAt)} by ${endpoint.createdBy}`}
                </span>
                {endpoint.status === 'paused' ? (
                  <span role="status" className={css({ color: 'danger', fontSize: 'sm' })}>
                    {T.paused(endpoint.consecutiveFailures)}
                  </span>
                ) : null}
              </span>
              <span className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
                {endpoint.status === 'paused' ? (
                  <Button
                    size="sm"
                    disabled={resuming === endpoint.id}
                    onClick={() => actor.send({ type: 'hooks.resume', endpoint })}
                    aria-label={`Resume ${endpoint.url}`}
                  >
                    {resuming === endpoint.id ? 'Resuming…' : 'Resume'}
                  </Button>
                ) : null}
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => actor.send({ type: 'hooks.log', endpoint })}
                  aria-label={`Deliveries of ${endpoint.url}`}
                >
                  Deliveries
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => actor.send({ type: 'hooks.remove', endpoint })}
                  aria-label={`Remove ${endpoint.url}`}
                >
                  Remove
                </Button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <CreateDialog actor={actor} />
      <LogDialog actor={actor} />
      <RemoveDialog actor={actor} />
    </section>
  )
}

type Actor = ReturnType<typeof useActorRef<typeof webhooksMachine>>

function CreateDialog({ actor }: { actor: Actor }) {
  const step = useSelector(actor, (s) => createStep((step) => s.matches({ creating: step })))
  const form = useSelector(actor, (s) => s.context.form)
  const attempted = useSelector(actor, (s) => s.context.attempted)
  const formFailure = useSelector(actor, (s) => s.context.formFailure)
  const secret = useSelector(actor, (s) => s.context.createdSecret)
  const copy = useSelector(actor, (s) => copyStep((step) => s.matches({ creating: { shown: step } })))
  const problems = attempted ? fieldProblems(WebhookForm, form) : {}
  return (
    <SecretCreateDialog
      step={step}
      titles={{ form: 'Add webhook endpoint', shown: 'Your signing secret' }}
      submitLabel="Add endpoint"
      savingLabel="Adding…"
      copyLabel="Copy secret"
      shownOnce={T.secretShownOnce}
      secretLabel="Signing secret"
      secret={secret}
      copy={copy}
      failure={formFailure}
      onSubmit={() => actor.send({ type: 'form.submit' })}
      onCopy={() => actor.send({ type: 'secret.copy' })}
      onClose={() => actor.send({ type: 'dialog.close' })}
      afterSecret={
        <p className={muted}>
          Each delivery is signed as Standard Webhooks says (webhook-id, webhook-timestamp,
          webhook-signature): verify it with the standardwebhooks library of your language and this secret.
          Refuse a timestamp more than 5 minutes from your clock.
        </p>
      }
    >
      <TextField
        label="Endpoint address"
        name="webhookUrl"
        value={form.url}
        maxLength={2100}
        placeholder="https://"
        error={problems.url ?? null}
        onChange={(event) => actor.send({ type: 'form.url', url: event.target.value })}
      />
      <CheckboxList
        legend="Events it receives"
        options={WEBHOOK_EVENT_TYPES}
        labels={WEBHOOK_EVENT_LABELS}
        selected={form.eventTypes}
        error={problems.eventTypes ?? null}
        onChange={(eventType, on) => actor.send({ type: 'form.event', eventType, on })}
      />
    </SecretCreateDialog>
  )
}

const moment = (iso: string) =>
  formatDate(iso, 'en-US', {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  })

const STATUS_TEXT: Record<WebhookDeliveryView['status'], string> = {
  queued: 'Waiting',
  delivered: 'Delivered',
  failed: 'Failed',
}

function LogDialog({ actor }: { actor: Actor }) {
  const target = useSelector(actor, (s) => (s.matches('log') ? s.context.target : null))
  const busy = useSelector(actor, (s) => s.matches({ log: 'loading' }) || s.matches({ log: 'testing' }))
  const testing = useSelector(actor, (s) => s.matches({ log: 'testing' }))
  const deliveries = useSelector(actor, (s) => s.context.deliveries)
  const failure = useSelector(actor, (s) => (s.matches('log') ? s.context.formFailure : null))
  const close = () => actor.send({ type: 'dialog.close' })
  return (
    <Dialog
      open={target !== null}
      size="lg"
      title={`Deliveries to ${target?.url ?? ''}`}
      onClose={close}
      actions={
        <>
          <Button variant="ghost" onClick={close}>
            Close
          </Button>
          <Button variant="outline" disabled={busy} onClick={() => actor.send({ type: 'log.refresh' })}>
            Refresh
          </Button>
          <Button disabled={busy} aria-busy={testing} onClick={() => actor.send({ type: 'log.test' })}>
            {testing ? 'Sending…' : 'Send test event'}
          </Button>
        </>
      }
    >
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      {deliveries === null ? <p className={muted}>Loading deliveries…</p> : null}
      {deliveries && deliveries.length === 0 ? <p className={muted}>{T.noDeliveries}</p> : null}
      {deliveries && deliveries.length > 0 ? (
        <table
          aria-label="Delivery log"
          className={css({
            w: 'full',
            fontSize: 'sm',
            borderCollapse: 'collapse',
            '& th': { px: '2', py: '1.5', verticalAlign: 'top' },
            '& td': { px: '2', py: '1.5', verticalAlign: 'top' },
          })}
        >
          <thead>
            <tr className={css({ textAlign: 'left' })}>
              <th scope="col">Event</th>
              <th scope="col">Status</th>
              <th scope="col">Attempts</th>
              <th scope="col">Answer</th>
              <th scope="col">Queued</th>
            </tr>
          </thead>
          <tbody>
            {deliveries.map((delivery) => (
              <tr key={delivery.id} className={css({ borderTopWidth: '1px', borderColor: 'border' })}>
                <td>{delivery.eventType}</td>
                <td>
                  {STATUS_TEXT[delivery.status]}
                  {delivery.nextAttemptAt ? (
                    <span className={muted}> · next try {moment(delivery.nextAttemptAt)}</span>
                  ) : null}
                </td>
                <td>{delivery.attempts}</td>
                <td className={css({ overflowWrap: 'anywhere' })}>
                  {delivery.responseStatus !== null
                    ? `${delivery.responseStatus} ${delivery.responseBody ?? ''}`
                    : (delivery.error ?? '')}
                </td>
                <td>{moment(delivery.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </Dialog>
  )
}

function RemoveDialog({ actor }: { actor: Actor }) {
  const target = useSelector(actor, (s) => (s.matches('removing') ? s.context.target : null))
  const removing = useSelector(actor, (s) => s.matches({ removing: 'removing' }))
  const failure = useSelector(actor, (s) => s.context.formFailure)
  if (!target) return null
  return (
    <ConfirmActionDialog
      title={`Remove ${target.url}?`}
      warning="Events stop going to this address at once; what is still waiting is not sent."
      confirmLabel="Remove"
      busy={removing}
      failure={failure}
      onConfirm={() => actor.send({ type: 'confirm.yes' })}
      onCancel={() => actor.send({ type: 'dialog.close' })}
    />
  )
}
