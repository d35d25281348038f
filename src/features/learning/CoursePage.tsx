import { useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import type { CourseTab } from '../../../machines/learning/course-screen.machine'
import type { reminderDialogMachine } from '../../../machines/users/reminder-dialog.machine'
import type { userSearchMachine } from '../../../machines/exercise/user-search.machine'
import type { trainingAfterFailureMachine } from '../../../machines/learning/training-after-failure.machine'
import type { scormExportMachine } from '../../../machines/learning/scorm-export.machine'
import { ReminderDialog } from '../users/ReminderDialog'
import { ADMINS_ONLY, courseMinutes, isAdminsOnly, PRIMARY_LANGUAGES } from '../../domain/courses'
import { TRAINING_TEXTS } from '../../domain/training-campaign'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { ConfirmActionDialog } from '../../ui/ConfirmActionDialog'
import { RetryAlert } from '../../ui/ListParts'
import { TabLinks } from '../../ui/TabLinks'
import {
  selectConfirm,
  selectData,
  selectFailure,
  selectForm,
  selectLoading,
  type CoursePageActor,
} from './course-selectors'
import { AfterFailureCard } from './AfterFailureCard'
import { ScormButton } from './ScormButton'
import { CourseCampaigns } from './CourseCampaigns'
import { CourseStatisticsTab } from './CourseStatisticsTab'
import { TrainingFormDialog } from './TrainingFormDialog'

const languageName = (code: string) =>
  code === 'iw' ? 'Hebrew' : (PRIMARY_LANGUAGES.find((item) => item.code === code)?.label ?? code)

function PreviewTab({ page }: { page: CoursePageActor }) {
  const data = useSelector(page, selectData)
  if (!data) return null
  const { course } = data.detail
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <ol aria-label="Sections" className={css({ display: 'grid', gap: '3' })}>
        {data.detail.sections.map((section, index) => (
          <li
            key={section.id}
            className={css({
              bg: 'surface.card',
              borderWidth: '1px',
              borderColor: 'border',
              borderRadius: 'lg',
              p: '4',
            })}
          >
            <h2 className={css({ fontWeight: 'semibold' })}>
              {index + 1}. {section.title}
            </h2>
            <ol className={css({ mt: '2', display: 'grid', gap: '1', fontSize: 'sm' })}>
              {section.chapters.map((chapter) => (
                <li
                  key={chapter.id}
                  className={css({ display: 'flex', gap: '3', justifyContent: 'space-between' })}
                >
                  <span>{chapter.title}</span>
                  <span className={css({ color: 'text.muted', whiteSpace: 'nowrap' })}>
                    {chapter.minutes} min{chapter.hasQuiz ? ' · quiz' : ''}
                  </span>
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ol>
      <p className={css({ fontSize: 'sm', color: 'text.muted' })}>
        Plays in {course.languages.map(languageName).join(', ')}.
      </p>
    </div>
  )
}

function ConfirmDialog({ page }: { page: CoursePageActor }) {
  const confirm = useSelector(page, selectConfirm)
  if (!confirm) return null
  const end = confirm.kind === 'end'
  return (
    <ConfirmActionDialog
      title={end ? TRAINING_TEXTS.endTitle(confirm.name) : TRAINING_TEXTS.deleteTitle(confirm.name)}
      warning={end ? TRAINING_TEXTS.endWarning : TRAINING_TEXTS.deleteWarning}
      confirmLabel={end ? 'End training' : 'Delete training'}
      busy={confirm.busy}
      failure={confirm.failure}
      onConfirm={() => page.send({ type: 'confirm.yes' })}
      onCancel={() => page.send({ type: 'confirm.no' })}
    />
  )
}

/** A course: its header, and the preview, statistics and settings tabs; each part a child of the page's machine. */
export default function CoursePage({
  page,
  reminder,
  userSearch,
  afterFailure,
  scorm,
  tab,
  base,
  customers,
}: {
  page: CoursePageActor
  /** The users-not-started reminder of a running training (000 §4). */
  reminder: ActorRefFrom<typeof reminderDialogMachine>
  /** The training form's learner search (selected users). */
  userSearch: ActorRefFrom<typeof userSearchMachine>
  /** The company's training after failure, on the settings tab. */
  afterFailure: ActorRefFrom<typeof trainingAfterFailureMachine>
  /** The course as a SCORM package (ours), with the company's SCORM access. */
  scorm: ActorRefFrom<typeof scormExportMachine>
  tab: CourseTab
  /** Where its tabs live: /courses/{id}, or an activity's own address (/gaming, /fake-or-real). */
  base: string
  /** A partner's customers tabs (001 §2): shown with their links only when given. */
  customers?: ReactNode
}) {
  const data = useSelector(page, selectData)
  const loading = useSelector(page, selectLoading)
  const failure = useSelector(page, selectFailure)
  const form = useSelector(page, selectForm)
  const course = data?.detail.course
  return (
    <section
      aria-labelledby="course-title"
      aria-busy={loading}
      className={css({ display: 'flex', flexDir: 'column', gap: '4' })}
    >
      <div className={css({ display: 'flex', gap: '4', alignItems: 'start', flexWrap: 'wrap' })}>
        {course ? (
          <img
            src={course.thumbnail ?? '/images/course-specialized.svg'}
            alt=""
            width={192}
            height={108}
            className={css({ borderRadius: 'lg', w: '192px', h: '108px', objectFit: 'cover' })}
          />
        ) : null}
        <div className={css({ flex: '1', minW: '240px', display: 'grid', gap: '1' })}>
          <h1 id="course-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
            {course?.name ?? 'Course'}
          </h1>
          {course ? (
            <>
              <p className={css({ color: 'text.muted' })}>{course.description}</p>
              <p className={css({ fontSize: 'sm', color: 'text.muted' })}>
                {course.category} · {course.totalChapters} chapters · {course.totalQuizzes} quizzes ·{' '}
                {courseMinutes(course.totalTimeInMinutes)}
              </p>
            </>
          ) : null}
        </div>
        <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
          <ScormButton actor={scorm} course={course} />
          <Button disabled={!data} onClick={() => page.send({ type: 'course.assign' })}>
            Assign training
          </Button>
        </div>
      </div>
      {course && isAdminsOnly(course) ? (
        <Alert tone="warning">
          <strong>{ADMINS_ONLY.title}</strong> {ADMINS_ONLY.text}
        </Alert>
      ) : null}
      <TabLinks
        label="Course"
        current={tab}
        tabs={[
          { id: 'preview', label: 'Preview', href: `${base}/preview` },
          { id: 'statistics', label: 'Statistics', href: `${base}/statistics` },
          { id: 'settings', label: 'Settings', href: `${base}/settings` },
          ...(customers
            ? [
                { id: 'customers-status', label: 'Customers status', href: `${base}/customers-status` },
                { id: 'customers-settings', label: 'Customers settings', href: `${base}/customers-settings` },
              ]
            : []),
        ]}
      />
      <RetryAlert message={failure} onRetry={() => page.send({ type: 'course.retry' })} />
      {!data && loading ? <p role="status">Loading the course…</p> : null}
      {tab === 'preview' ? <PreviewTab page={page} /> : null}
      {tab === 'statistics' ? <CourseStatisticsTab page={page} /> : null}
      {tab === 'settings' ? (
        <>
          <CourseCampaigns
            page={page}
            onRemind={(campaignId) =>
              reminder.send({ type: 'reminder.open', target: { mode: 'notStarted', campaignId } })
            }
          />
          {/* Training after failure gives a course, not a game. */}
          {course && !course.isGaming ? <AfterFailureCard actor={afterFailure} /> : null}
        </>
      ) : null}
      {tab === 'customers-status' || tab === 'customers-settings' ? customers : null}
      <ReminderDialog actor={reminder} />
      {form ? <TrainingFormDialog form={form} userSearch={userSearch} /> : null}
      <ConfirmDialog page={page} />
    </section>
  )
}
