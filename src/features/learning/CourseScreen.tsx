import { useSelector } from '@xstate/react'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { courseCustomersMachine } from '../../../machines/learning/course-customers.machine'
import type { courseScreenMachine } from '../../../machines/learning/course-screen.machine'
import type { courseShareFormMachine } from '../../../machines/learning/course-share-form.machine'
import type { scormExportMachine } from '../../../machines/learning/scorm-export.machine'
import type { trainingAfterFailureMachine } from '../../../machines/learning/training-after-failure.machine'
import type { userSearchMachine } from '../../../machines/exercise/user-search.machine'
import type { reminderDialogMachine } from '../../../machines/users/reminder-dialog.machine'
import type { CoursePageActor } from './course-selectors'
import CoursePage from './CoursePage'
import { CourseCustomersTab } from './sharing/CourseCustomersTab'
import { CourseShareSettings } from './sharing/CourseShareForm'

type Children = {
  page?: CoursePageActor
  reminder?: ActorRefFrom<typeof reminderDialogMachine>
  userSearch?: ActorRefFrom<typeof userSearchMachine>
  afterFailure?: ActorRefFrom<typeof trainingAfterFailureMachine>
  scorm?: ActorRefFrom<typeof scormExportMachine>
  customers?: ActorRefFrom<typeof courseCustomersMachine>
  shareForm?: ActorRefFrom<typeof courseShareFormMachine>
}

const selectChildren = (s: SnapshotFrom<typeof courseScreenMachine>) => s.children as Children
const selectTab = (s: SnapshotFrom<typeof courseScreenMachine>) => s.context.tab
const selectShares = (s: SnapshotFrom<typeof courseScreenMachine>) => s.context.shares

/** A course's page: the page's machine rendered through its children. */
export function CourseScreen({
  screen,
  base,
}: {
  screen: ActorRefFrom<typeof courseScreenMachine>
  base: string
}) {
  const { page, reminder, userSearch, afterFailure, scorm, customers, shareForm } = useSelector(
    screen,
    selectChildren,
  )
  const tab = useSelector(screen, selectTab)
  const shares = useSelector(screen, selectShares)
  if (!page || !reminder || !userSearch || !afterFailure || !scorm) return null
  const customersTab = customers ? (
    <CourseCustomersTab customers={customers} />
  ) : shareForm ? (
    <CourseShareSettings form={shareForm} />
  ) : (
    // A partner's customers tabs are offered on every tab; their content only on their own.
    <></>
  )
  return (
    <CoursePage
      page={page}
      reminder={reminder}
      userSearch={userSearch}
      afterFailure={afterFailure}
      scorm={scorm}
      tab={tab}
      base={base}
      customers={shares ? customersTab : undefined}
    />
  )
}
