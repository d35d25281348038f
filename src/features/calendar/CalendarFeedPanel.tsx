import { useSelector } from '@xstate/react'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import { FEED_TEXTS, type calendarFeedMachine } from '../../../machines/calendar/calendar-feed.machine'
import { CALENDAR_TEXTS } from '../../domain/calendar-planner'
import { COPY_TEXTS, type CopyStep } from '../../domain/copy-text'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { ConfirmActionDialog } from '../../ui/ConfirmActionDialog'
import { RetryAlert } from '../../ui/ListParts'
import { panel } from '../../ui/surfaces'
import { formatDate } from '../../domain/intl-format'

type Snapshot = SnapshotFrom<typeof calendarFeedMachine>
export type CalendarFeedActor = ActorRefFrom<typeof calendarFeedMachine>
const selectStatus = (s: Snapshot) => s.context.status
const selectUrl = (s: Snapshot) => s.context.url
const selectFailure = (s: Snapshot) => (s.matches('failed') ? s.context.failure : null)
const selectActionFailure = (s: Snapshot) => s.context.actionFailure
const selectBusy = (s: Snapshot) => s.hasTag('busy')
const selectConfirm = (s: Snapshot) =>
  s.matches({ ready: 'confirmingReset' })
    ? 'reset'
    : s.matches({ ready: 'confirmingRevoke' })
      ? 'revoke'
      : null

const selectCopy = (s: Snapshot): CopyStep =>
  (['copying', 'copied', 'copyFailed'] as const).find((step) => s.matches({ ready: { idle: step } })) ??
  'idle'

const when = (iso: string | null) =>
  iso ? formatDate(iso, 'en-US', { dateStyle: 'medium', timeStyle: 'short' }) : 'never'

/** The admin's private subscription address for Outlook or Google Calendar. */
export function CalendarFeedPanel({ actor }: { actor: CalendarFeedActor }) {
  const status = useSelector(actor, selectStatus)
  const url = useSelector(actor, selectUrl)
  const failure = useSelector(actor, selectFailure)
  const actionFailure = useSelector(actor, selectActionFailure)
  const busy = useSelector(actor, selectBusy)
  const confirm = useSelector(actor, selectConfirm)
  const copy = useSelector(actor, selectCopy)
  return (
    <section aria-labelledby="feed-title" className={panel}>
      <h2 id="feed-title" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
        {CALENDAR_TEXTS.feed}
      </h2>
      <p className={css({ color: 'text.muted', maxW: '70ch' })}>
        A private address with your company’s planned activities, for Outlook, Google Calendar or Apple
        Calendar. Anyone with the address can read the plan: keep it to yourself, and stop it if it leaks.
      </p>
      {failure ? (
        <RetryAlert message={failure} label="Retry" onRetry={() => actor.send({ type: 'feed.retry' })} />
      ) : null}
      {status && !status.subscribed ? (
        <div>
          <Button disabled={busy} aria-busy={busy} onClick={() => actor.send({ type: 'feed.subscribe' })}>
            Subscribe
          </Button>
        </div>
      ) : null}
      {status?.subscribed ? (
        <>
          {url ? (
            <div className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}>
              <input
                readOnly
                aria-label="Subscription address"
                value={url}
                className={css({
                  flex: '1',
                  minW: '0',
                  p: '2',
                  border: '1px solid',
                  borderColor: 'border',
                  rounded: 'md',
                  fontFamily: 'mono',
                  fontSize: 'sm',
                })}
              />
              <Button
                variant="ghost"
                disabled={copy === 'copying'}
                onClick={() => actor.send({ type: 'feed.copy' })}
              >
                Copy
              </Button>
              <span role="status" className={css({ fontSize: 'sm', color: 'success', minW: '12' })}>
                {copy === 'copied' ? COPY_TEXTS.copied : ''}
              </span>
            </div>
          ) : null}
          {copy === 'copyFailed' ? <Alert tone="danger">{COPY_TEXTS.failed}</Alert> : null}
          <p className={css({ fontSize: 'sm', color: 'text.muted' })}>
            {url
              ? 'Shown once: copy it into your calendar now. Only a fingerprint of it is kept.'
              : `Subscribed since ${when(status.createdAt)}; last read by a calendar ${when(status.lastReadAt)}. The address is shown only when it is made.`}
          </p>
          <div className={css({ display: 'flex', gap: '2' })}>
            <Button variant="ghost" disabled={busy} onClick={() => actor.send({ type: 'feed.reset' })}>
              New address
            </Button>
            <Button variant="ghost" disabled={busy} onClick={() => actor.send({ type: 'feed.revoke' })}>
              Stop subscription
            </Button>
          </div>
        </>
      ) : null}
      {actionFailure ? <Alert tone="danger">{actionFailure}</Alert> : null}
      {confirm ? (
        <ConfirmActionDialog
          title={confirm === 'reset' ? FEED_TEXTS.resetTitle : FEED_TEXTS.revokeTitle}
          warning={confirm === 'reset' ? FEED_TEXTS.resetText : FEED_TEXTS.revokeText}
          confirmLabel={confirm === 'reset' ? 'New address' : 'Stop'}
          busy={false}
          failure={null}
          onConfirm={() => actor.send({ type: 'confirm.yes' })}
          onCancel={() => actor.send({ type: 'confirm.no' })}
        />
      ) : null}
    </section>
  )
}
