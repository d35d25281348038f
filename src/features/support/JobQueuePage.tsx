import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import type { jobQueueMachine } from '../../../machines/support/job-queue.machine'
import {
  JOB_PROBLEM_LABELS,
  JOB_QUEUE_TEXTS as T,
  scheduleLabel,
  type JobProblem,
  type JobQueueSummary,
} from '../../domain/job-queue'
import { badge } from '../../ui/badge'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { ListTable, RetryAlert } from '../../ui/ListParts'
import { cardPanel, logCell } from '../../ui/surfaces'
import { TextAreaField } from '../../ui/TextAreaField'
import { formatDate } from '../../domain/intl-format'

type Actor = ActorRefFrom<typeof jobQueueMachine>

const muted = css({ color: 'text.muted', fontSize: 'sm' })
const cell = logCell
const number = css({ textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })
const when = (iso: string) =>
  formatDate(iso, 'en-US', { dateStyle: 'medium', timeStyle: 'short' })

/** /platform/jobs: the gateway's queues for platform staff, and Retry / Cancel of the jobs that failed. */
export default function JobQueuePage({ actor }: { actor: Actor }) {
  const entries = useSelector(actor, (s) => s.context.entries)
  const loading = useSelector(actor, (s) => s.hasTag('busy'))
  const failure = useSelector(actor, (s) => (s.matches('failed') ? s.context.failure : null))
  return (
    <section aria-labelledby="job-queue-title" className={css({ display: 'grid', gap: '4', minW: 0 })}>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}>
        <h1 id="job-queue-title" className={css({ fontSize: '2xl', fontWeight: 'bold', flex: '1' })}>
          {T.title}
        </h1>
        <Button variant="outline" disabled={loading} onClick={() => actor.send({ type: 'jobs.refresh' })}>
          {loading ? 'Loading…' : T.reload}
        </Button>
      </div>
      <p className={muted}>{T.intro}</p>
      <RetryAlert message={failure} onRetry={() => actor.send({ type: 'jobs.retry' })} />
      {entries ? (
        <>
          <QueueTable queues={entries.queues} busy={loading} />
          {entries.countedAt ? (
            <p className={muted}>
              {T.countedAt} {when(entries.countedAt)}
            </p>
          ) : null}
          <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>{T.problems}</h2>
          {entries.problems.length === 0 ? (
            <p className={muted}>{T.noProblems}</p>
          ) : (
            <ul aria-label={T.problems} className={css({ display: 'grid', gap: '3' })}>
              {entries.problems.map((job) => (
                <ProblemCard key={job.id} job={job} actor={actor} />
              ))}
            </ul>
          )}
        </>
      ) : null}
      <ReasonDialog actor={actor} />
    </section>
  )
}

function QueueTable({ queues, busy }: { queues: JobQueueSummary[]; busy: boolean }) {
  const headings = ['Queue', 'Runs', 'Waiting', 'Later', 'Running', 'Done (24 h)', 'Failed', 'Last error']
  return (
    <ListTable busy={busy}>
      <caption className={css({ srOnly: true })}>{T.queues}</caption>
      <thead>
        <tr>
          {headings.map((label, index) => (
            <th key={label} scope="col" className={`${cell} ${index >= 2 && index <= 6 ? number : ''}`}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {queues.map((queue) => (
          <tr key={queue.name}>
            <th scope="row" className={`${cell} ${css({ fontWeight: 'medium', minW: '48' })}`}>
              {queue.title}
            </th>
            <td className={`${cell} ${css({ whiteSpace: 'nowrap' })}`}>{scheduleLabel(queue.schedule)}</td>
            <td className={`${cell} ${number}`}>{queue.queued}</td>
            <td className={`${cell} ${number}`}>{queue.deferred}</td>
            <td className={`${cell} ${number}`}>{queue.active}</td>
            <td className={`${cell} ${number}`}>{queue.completed.toLocaleString('en-US')}</td>
            <td className={`${cell} ${number}`}>{queue.failed}</td>
            <td className={`${cell} ${css({ minW: '56', maxW: '96', overflowWrap: 'anywhere' })}`}>
              {queue.lastError ? (
                <>
                  {queue.lastError.message}
                  <span className={css({ display: 'block', color: 'text.muted', fontSize: 'xs' })}>
                    {when(queue.lastError.at)}
                  </span>
                </>
              ) : (
                '—'
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </ListTable>
  )
}

function ProblemCard({ job, actor }: { job: JobProblem; actor: Actor }) {
  const idle = useSelector(actor, (s) => s.matches('ready'))
  return (
    <li className={cardPanel} aria-label={job.sourceTitle} data-job-id={job.id}>
      <div className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}>
        <span className={css({ fontWeight: 'semibold', flex: '1', minW: '48' })}>{job.sourceTitle}</span>
        <span className={badge({ tone: job.kind === 'dead' ? 'danger' : 'warning' })}>
          {JOB_PROBLEM_LABELS[job.kind]}
        </span>
      </div>
      <p className={css({ fontSize: 'sm', overflowWrap: 'anywhere' })}>{job.error}</p>
      <p className={muted}>
        {job.attempts === 1 ? '1 attempt' : `${job.attempts} attempts`}, the last {when(job.at)}
        {job.nextAttemptAt ? `; next ${when(job.nextAttemptAt)}` : ''}
      </p>
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        {job.kind === 'dead' ? (
          <Button
            disabled={!idle}
            onClick={() => actor.send({ type: 'job.act', jobId: job.id, action: 'retry' })}
          >
            {T.retry}
          </Button>
        ) : null}
        <Button
          variant="outline"
          disabled={!idle}
          onClick={() => actor.send({ type: 'job.act', jobId: job.id, action: 'cancel' })}
        >
          {T.cancel}
        </Button>
      </div>
    </li>
  )
}

function ReasonDialog({ actor }: { actor: Actor }) {
  const open = useSelector(actor, (s) => s.matches('asking') || s.matches('acting'))
  const acting = useSelector(actor, (s) => s.matches('acting'))
  const target = useSelector(actor, (s) => s.context.target)
  const reason = useSelector(actor, (s) => s.context.reason)
  const error = useSelector(actor, (s) => s.context.reasonError)
  const retry = target?.action === 'retry'
  return (
    <Dialog
      open={open}
      title={retry ? T.confirmRetry : T.confirmCancel}
      onClose={() => actor.send({ type: 'reason.cancel' })}
      closable={!acting}
      actions={
        <>
          <Button variant="outline" disabled={acting} onClick={() => actor.send({ type: 'reason.cancel' })}>
            {T.back}
          </Button>
          <Button
            aria-busy={acting || undefined}
            disabled={acting}
            onClick={() => actor.send({ type: 'reason.submit' })}
          >
            {retry ? T.confirmRetry : T.confirmCancel}
          </Button>
        </>
      }
    >
      <div className={css({ display: 'grid', gap: '2' })}>
        {target ? <p className={css({ fontWeight: 'medium' })}>{target.job.sourceTitle}</p> : null}
        <p className={muted}>{T.reasonHint}</p>
        <TextAreaField
          label={T.reason}
          value={reason}
          error={error}
          maxLength={500}
          onChange={(event) => actor.send({ type: 'reason.change', text: event.target.value })}
        />
      </div>
    </Dialog>
  )
}
