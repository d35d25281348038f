import { useMemo } from 'react'
import { useLocation } from 'wouter'
import { todayIn } from '../../domain/exercise-campaign'
import CoursePage, { type CourseTab } from '../../features/learning/CoursePage'
import { useBoundFlow } from '../browser-deps'
import { bindCoursePage, bindTrainingAfterFailure } from '../flows/course-page'
import { bindReminderDialog } from '../flows/reminder-dialog'
import { bindUserSearch } from '../flows/user-search'
import { inspect } from '../inspector'

/** /courses/{courseId}/preview|statistics|settings. */
export default function CourseRoute() {
  const [path] = useLocation()
  // /courses/{courseId}/{tab}
  const courseId = decodeURIComponent(path.split('/')[2] ?? '')
  const tab: CourseTab = path.endsWith('/statistics')
    ? 'statistics'
    : path.endsWith('/settings')
      ? 'settings'
      : 'preview'
  const logic = useBoundFlow(bindCoursePage)
  const reminderLogic = useBoundFlow(bindReminderDialog)
  const userSearchLogic = useBoundFlow(bindUserSearch)
  const afterFailureLogic = useBoundFlow(bindTrainingAfterFailure)
  const input = useMemo(() => {
    const now = new Date()
    return {
      courseId,
      today: todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone, now),
      now: now.toISOString(),
    }
  }, [courseId])
  return (
    <CoursePage
      key={courseId}
      logic={logic}
      reminderLogic={reminderLogic}
      userSearchLogic={userSearchLogic}
      afterFailureLogic={afterFailureLogic}
      input={input}
      tab={tab}
      inspect={inspect}
    />
  )
}
