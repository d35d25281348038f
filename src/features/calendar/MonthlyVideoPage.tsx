import { useSelector } from '@xstate/react'
import { css } from '../../../styled-system/css'
import {
  MONTHLY_AUDIENCES,
  MONTHLY_VIDEO_TEXTS,
  monthName,
  type MonthlyVideoDraft,
} from '../../domain/monthly-video'
import { TRAINING_DAYS_MAX } from '../../domain/request-limits'
import { ASSIGNMENT_LABELS } from '../../domain/training-campaign'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { Checklist } from '../../ui/Checklist'
import { listCell as cell, ListTable, RetryAlert } from '../../ui/ListParts'
import { RadioChoices } from '../../ui/RadioChoices'
import { TabLinks } from '../../ui/TabLinks'
import { TextField } from '../../ui/TextField'
import {
  selectMonthlyActionFailure,
  selectMonthlyData,
  selectMonthlyDraft,
  selectMonthlyFailure,
  selectMonthlyIdle,
  selectMonthlyLoading,
  selectMonthlyProblems,
  type MonthlyVideoActor,
} from './monthly-video-selectors'
import { formatDate } from '../../domain/intl-format'

export type CalendarTab = 'preview' | 'history' | 'settings'

const card = css({
  bg: 'surface.card',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'lg',
  p: '4',
  display: 'grid',
  gap: '3',
})

function Preview({ actor }: { actor: MonthlyVideoActor }) {
  const data = useSelector(actor, selectMonthlyData)
  const idle = useSelector(actor, selectMonthlyIdle)
  if (!data) return null
  const { current, currentEntry, settings } = data.overview
  if (!current) return <p className={css({ color: 'text.muted' })}>{MONTHLY_VIDEO_TEXTS.noVideo}</p>
  return (
    <article aria-labelledby="video-title" className={card}>
      <p className={css({ fontSize: 'sm', color: 'text.muted' })}>
        {monthName(current.month)} · {current.minutes} min
      </p>
      <h2 id="video-title" className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
        {current.title}
      </h2>
      <p>{current.description}</p>
      {currentEntry ? (
        <p className={css({ fontSize: 'sm' })}>
          Assigned{' '}
          {formatDate(currentEntry.assignedAt, 'en-US', { month: 'short', day: 'numeric' })}{' '}
          to {currentEntry.assignedUsers} learners · {currentEntry.completionPercentage}% watched
        </p>
      ) : (
        <div className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}>
          <Button disabled={!idle} onClick={() => actor.send({ type: 'video.assign' })}>
            Assign now
          </Button>
          <span className={css({ fontSize: 'sm', color: 'text.muted' })}>
            {settings.enabled ? MONTHLY_VIDEO_TEXTS.on : MONTHLY_VIDEO_TEXTS.off}
          </span>
        </div>
      )}
    </article>
  )
}

function History({ actor }: { actor: MonthlyVideoActor }) {
  const data = useSelector(actor, selectMonthlyData)
  if (!data) return null
  return (
    <ListTable busy={false}>
      <caption className={css({ textAlign: 'left', p: '3', fontWeight: 'semibold' })}>Months given</caption>
      <thead>
        <tr>
          <th className={cell}>Month</th>
          <th className={cell}>Video</th>
          <th className={cell}>Learners</th>
          <th className={cell}>Watched</th>
        </tr>
      </thead>
      <tbody>
        {data.overview.history.map((entry) => (
          <tr key={entry.id}>
            <th scope="row" className={cell}>
              {monthName(entry.month)}
            </th>
            <td className={cell}>{entry.title}</td>
            <td className={cell}>{entry.assignedUsers}</td>
            <td className={cell}>{entry.completionPercentage}%</td>
          </tr>
        ))}
        {data.overview.history.length === 0 ? (
          <tr>
            <td colSpan={4} className={cell}>
              No month has been given yet.
            </td>
          </tr>
        ) : null}
      </tbody>
    </ListTable>
  )
}

function Settings({ actor }: { actor: MonthlyVideoActor }) {
  const data = useSelector(actor, selectMonthlyData)
  const draft = useSelector(actor, selectMonthlyDraft)
  const idle = useSelector(actor, selectMonthlyIdle)
  const problems = useSelector(actor, selectMonthlyProblems)
  if (!data || !draft) return null
  const change = (patch: Partial<MonthlyVideoDraft>) => actor.send({ type: 'settings.change', patch })
  return (
    <form
      aria-label="Automatic assignment"
      className={card}
      onSubmit={(event) => {
        event.preventDefault()
        actor.send({ type: 'settings.save' })
      }}
    >
      <fieldset
        disabled={!idle}
        className={css({ display: 'grid', gap: '3', border: 'none', p: '0', m: '0' })}
      >
        <label className={css({ display: 'flex', gap: '2', alignItems: 'center', cursor: 'pointer' })}>
          <input
            type="checkbox"
            checked={draft.enabled}
            onChange={(event) => change({ enabled: event.target.checked })}
          />
          Assign each month’s video when the month begins
        </label>
        <RadioChoices
          label="Assign to"
          name="monthlyAudience"
          choices={MONTHLY_AUDIENCES}
          labels={ASSIGNMENT_LABELS}
          value={draft.assignmentType}
          onChange={(assignmentType) => change({ assignmentType })}
        />
        {draft.assignmentType === 'DEPARTMENTS' ? (
          <Checklist
            label="Departments"
            options={data.departments}
            chosen={draft.departmentIds}
            onChange={(departmentIds) => change({ departmentIds })}
            error={problems.selection}
          />
        ) : null}
        {draft.assignmentType === 'GROUPS' ? (
          <Checklist
            label="Groups"
            options={data.groups}
            chosen={draft.groupIds}
            onChange={(groupIds) => change({ groupIds })}
            error={problems.selection}
          />
        ) : null}
        <div className={css({ maxW: '240px' })}>
          <TextField
            label="Days to complete"
            name="monthlyDays"
            inputMode="numeric"
            hint={`1 to ${TRAINING_DAYS_MAX}`}
            value={draft.days}
            error={problems.days}
            onChange={(event) => change({ days: event.target.value })}
          />
        </div>
      </fieldset>
      <div>
        <Button type="submit" disabled={!idle}>
          Save
        </Button>
      </div>
    </form>
  )
}

/** /calendar: this month's video, the months given, and the automatic assignment. */
export default function MonthlyVideoPage({ actor, tab }: { actor: MonthlyVideoActor; tab: CalendarTab }) {
  const loading = useSelector(actor, selectMonthlyLoading)
  const failure = useSelector(actor, selectMonthlyFailure)
  const actionFailure = useSelector(actor, selectMonthlyActionFailure)
  const data = useSelector(actor, selectMonthlyData)
  return (
    <section
      aria-labelledby="calendar-title"
      aria-busy={loading}
      className={css({ display: 'grid', gap: '4' })}
    >
      <h1 id="calendar-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        Monthly video calendar
      </h1>
      <TabLinks
        label="Monthly video"
        current={tab}
        tabs={[
          { id: 'preview', label: 'Preview', href: '/calendar/preview' },
          { id: 'history', label: 'History', href: '/calendar/history' },
          { id: 'settings', label: 'Settings', href: '/calendar/settings' },
        ]}
      />
      <RetryAlert message={failure} onRetry={() => actor.send({ type: 'monthly.retry' })} />
      {!data && loading ? <p role="status">Loading…</p> : null}
      {actionFailure ? <Alert tone="danger">{actionFailure}</Alert> : null}
      {tab === 'preview' ? <Preview actor={actor} /> : null}
      {tab === 'history' ? <History actor={actor} /> : null}
      {tab === 'settings' ? <Settings actor={actor} /> : null}
    </section>
  )
}
