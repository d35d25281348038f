import { useSelector } from '@xstate/react'
import { Link } from 'wouter'
import { css } from '../../../styled-system/css'
import {
  CALENDAR_TEXTS as T,
  CATEGORY_LABELS,
  isOpenable,
  monthYearLabel,
  type CalendarCategory,
} from '../../domain/calendar-planner'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { RetryAlert } from '../../ui/ListParts'
import { SelectField } from '../../ui/SelectField'
import { TextField } from '../../ui/TextField'
import { TournamentReportDrawer } from '../developers/TournamentReportDrawer'
import {
  selectActionFailure,
  selectActivity,
  selectActivityMonths,
  selectAttempted,
  selectBusy,
  selectCategories,
  selectCourseDraft,
  selectCourseProblems,
  selectCreated,
  selectDialog,
  selectDialogStep,
  selectMonthly,
  selectReport,
  selectRowCourses,
  selectShown,
  selectShownItems,
  type PlannerActor,
} from './planner-selectors'
import { formatDate } from '../../domain/intl-format'

const list = css({ display: 'flex', flexDir: 'column', gap: '2' })
const itemRow = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  justifyContent: 'space-between',
  borderBottom: '1px solid token(colors.border)',
  pb: '2',
})
const dateOf = (iso: string) =>
  formatDate(iso, 'en-US', { dateStyle: 'medium', timeZone: 'UTC' })

function MonthItems({ actor }: { actor: PlannerActor }) {
  const shown = useSelector(actor, selectShown)
  const items = useSelector(actor, selectShownItems)
  const close = () => actor.send({ type: 'dialog.close' })
  return (
    <Dialog
      open
      chained
      title={shown ? `${CATEGORY_LABELS[shown.category]}, ${monthYearLabel(shown.month)}` : ''}
      onClose={close}
      actions={<Button onClick={close}>Close</Button>}
    >
      <p className={css({ color: 'text.muted' })}>
        {items.length} {items.length === 1 ? 'activity' : 'activities'}
      </p>
      <ul className={list} aria-label="Activities">
        {items.map((item) => (
          <li key={item.id} className={itemRow}>
            <div className={css({ display: 'flex', flexDir: 'column' })}>
              <strong>{item.name}</strong>
              <span className={css({ fontSize: 'sm', color: 'text.muted' })}>
                {dateOf(item.startAt)} · {item.assignedUsers} users · {item.completionPercentage}% ·{' '}
                {item.status.toLowerCase()}
              </span>
            </div>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Open ${item.name}`}
              disabled={!isOpenable(item)}
              onClick={() => actor.send({ type: 'item.open', itemId: item.id })}
            >
              Open
            </Button>
          </li>
        ))}
      </ul>
    </Dialog>
  )
}

/** A dialog's own read: loading, or its failure with Retry. */
function StepNotice({
  actor,
  step,
  failure,
}: {
  actor: PlannerActor
  step: string | null
  failure: string | null
}) {
  if (step === 'loading') return <p role="status">Loading…</p>
  if (step !== 'failed') return null
  return (
    <RetryAlert message={failure ?? ''} label="Retry" onRetry={() => actor.send({ type: 'planner.retry' })} />
  )
}

function AddActivity({ actor }: { actor: PlannerActor }) {
  const activity = useSelector(actor, selectActivity)
  const months = useSelector(actor, selectActivityMonths)
  const categories = useSelector(actor, selectCategories)
  const attempted = useSelector(actor, selectAttempted)
  const close = () => actor.send({ type: 'dialog.close' })
  return (
    <Dialog
      open
      chained
      title={T.addActivity}
      onClose={close}
      actions={
        <>
          <Button variant="ghost" onClick={close}>
            Cancel
          </Button>
          <Button onClick={() => actor.send({ type: 'activity.continue' })}>Continue</Button>
        </>
      }
    >
      <fieldset className={list}>
        <legend className={css({ fontWeight: 'semibold', mb: '2' })}>What to plan</legend>
        {categories.map((category) => (
          <label key={category} className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
            <input
              type="radio"
              name="planner-category"
              checked={activity.category === category}
              onChange={() => actor.send({ type: 'activity.change', patch: { category } })}
            />
            {CATEGORY_LABELS[category]}
          </label>
        ))}
      </fieldset>
      {attempted && activity.category === null ? <Alert tone="danger">Field is required</Alert> : null}
      <SelectField
        label="Month"
        name="planner-month"
        placeholder="Choose a month"
        value={activity.month}
        options={months.map((month) => ({ id: month, label: monthYearLabel(month) }))}
        onChange={(event) => actor.send({ type: 'activity.change', patch: { month: event.target.value } })}
      />
    </Dialog>
  )
}

function AddCourse({ actor }: { actor: PlannerActor }) {
  const step = useSelector(actor, selectDialogStep)
  const activity = useSelector(actor, selectActivity)
  const courses = useSelector(actor, selectRowCourses)
  const draft = useSelector(actor, selectCourseDraft)
  const problems = useSelector(actor, selectCourseProblems)
  const failure = useSelector(actor, selectActionFailure)
  const busy = useSelector(actor, selectBusy)
  const close = () => actor.send({ type: 'dialog.close' })
  const month = activity.month
  return (
    <Dialog
      open
      chained
      title={T.addCourse}
      closable={!busy}
      onClose={close}
      actions={
        <>
          <Button variant="ghost" disabled={busy} onClick={close}>
            Cancel
          </Button>
          <Button
            disabled={step !== 'editing'}
            aria-busy={step === 'saving'}
            onClick={() => actor.send({ type: 'course.submit' })}
          >
            {step === 'saving' ? 'Adding…' : 'Add to calendar'}
          </Button>
        </>
      }
    >
      <p className={css({ color: 'text.muted' })}>
        {CATEGORY_LABELS[activity.category as CalendarCategory]}, {monthYearLabel(month)}: a training for all
        users, with notifications on.
      </p>
      <StepNotice actor={actor} step={step} failure={failure} />
      {step === 'editing' || step === 'saving' ? (
        <>
          <SelectField
            label={T.pickCourse}
            name="planner-course"
            placeholder={T.pickCourse}
            value={draft.courseId}
            error={problems.courseId}
            options={courses.map((course) => ({ id: course.id, label: course.name }))}
            onChange={(event) =>
              actor.send({ type: 'course.change', patch: { courseId: event.target.value } })
            }
          />
          <TextField
            label={T.startDate}
            name="planner-start"
            type="date"
            value={draft.startDate}
            error={problems.startDate}
            onChange={(event) =>
              actor.send({ type: 'course.change', patch: { startDate: event.target.value } })
            }
          />
          {failure ? <Alert tone="danger">{failure}</Alert> : null}
        </>
      ) : null}
    </Dialog>
  )
}

function AddMonthlyVideo({ actor }: { actor: PlannerActor }) {
  const step = useSelector(actor, selectDialogStep)
  const monthly = useSelector(actor, selectMonthly)
  const failure = useSelector(actor, selectActionFailure)
  const busy = useSelector(actor, selectBusy)
  const close = () => actor.send({ type: 'dialog.close' })
  const on = monthly?.enabled === true
  return (
    <Dialog
      open
      chained
      title={T.addMonthlyVideo}
      closable={!busy}
      onClose={close}
      actions={
        <>
          <Button variant="ghost" disabled={busy} onClick={close}>
            {on ? 'Close' : 'Cancel'}
          </Button>
          {!on ? (
            <Button
              disabled={step !== 'editing'}
              aria-busy={step === 'saving'}
              onClick={() => actor.send({ type: 'monthly.enable' })}
            >
              {step === 'saving' ? 'Turning on…' : 'Assign monthly videos'}
            </Button>
          ) : null}
        </>
      }
    >
      <StepNotice actor={actor} step={step} failure={failure} />
      {monthly && on ? (
        <p>
          Monthly videos are already assigned automatically, {monthly.daysToComplete} days to complete.{' '}
          <Link href="/calendar/settings">Change the monthly video settings</Link>
        </p>
      ) : null}
      {monthly && !on ? (
        <p>
          A short video reaches your users at the start of every month, {monthly.daysToComplete} days to
          complete. Turn on the automatic monthly video?
        </p>
      ) : null}
      {failure && step !== 'failed' ? <Alert tone="danger">{failure}</Alert> : null}
    </Dialog>
  )
}

function Done({ actor, title, children }: { actor: PlannerActor; title: string; children: React.ReactNode }) {
  const close = () => actor.send({ type: 'dialog.close' })
  return (
    <Dialog open chained title={title} onClose={close} actions={<Button onClick={close}>Done</Button>}>
      {children}
    </Dialog>
  )
}

/** The planner's dialogs, one at a time, as its machine says (002 §2.10). */
export function PlannerDialogs({ actor }: { actor: PlannerActor }) {
  const dialog = useSelector(actor, selectDialog)
  const created = useSelector(actor, selectCreated)
  const report = useSelector(actor, selectReport)
  switch (dialog) {
    case 'monthItems':
      return <MonthItems actor={actor} />
    case 'tournamentReport':
      return report ? <TournamentReportDrawer report={report} /> : null
    case 'addActivity':
      return <AddActivity actor={actor} />
    case 'addCourse':
      return <AddCourse actor={actor} />
    case 'courseCreated':
      return (
        <Done actor={actor} title={T.courseCreated}>
          <p>
            {created?.courseName} starts on {created ? dateOf(`${created.startDate}T12:00:00Z`) : ''} for all
            users.
          </p>
        </Done>
      )
    case 'addMonthlyVideo':
      return <AddMonthlyVideo actor={actor} />
    case 'success':
      return (
        <Done actor={actor} title={T.success}>
          <p>{T.monthlyEnabled}</p>
        </Done>
      )
    default:
      return null
  }
}
