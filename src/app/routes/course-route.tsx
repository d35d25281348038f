import { useMemo } from 'react'
import { useLocation } from 'wouter'
import { todayIn } from '../../domain/exercise-campaign'
import CoursePage, { type CourseTab } from '../../features/learning/CoursePage'
import { useBoundFlow } from '../browser-deps'
import { bindCoursePage, bindTrainingAfterFailure } from '../flows/course-page'
import { bindReminderDialog } from '../flows/reminder-dialog'
import { bindUserSearch } from '../flows/user-search'
import { inspect } from '../inspector'

/**
 * The gaming activities are courses of the catalogue with an address of their own (000 §2: /gaming and
 * /fake-or-real with preview, statistics and settings tabs): the same pages, on their course.
 */
const ACTIVITIES: Record<string, string> = { gaming: 'crs_gaming', 'fake-or-real': 'crs_fake_or_real' }

/** /courses/{courseId}/preview|statistics|settings, /gaming/… and /fake-or-real/…. */
export default function CourseRoute() {
  const [path] = useLocation()
  const [, first = '', second = ''] = path.split('/')
  const activity = ACTIVITIES[first]
  // /courses/{courseId}/{tab}, or /{activity}/{tab}
  const courseId = activity ?? decodeURIComponent(second)
  const base = activity ? `/${first}` : `/courses/${second}`
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
      base={base}
      inspect={inspect}
    />
  )
}
