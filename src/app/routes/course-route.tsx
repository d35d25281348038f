import { browserTimeZone } from '../company-zone'
import { useActorRef } from '@xstate/react'
import { useMemo } from 'react'
import { useLocation } from 'wouter'
import { todayIn } from '../../domain/today'
import CoursePage, { type CourseTab } from '../../features/learning/CoursePage'
import { CourseCustomersTab } from '../../features/learning/sharing/CourseCustomersTab'
import { CourseShareSettings } from '../../features/learning/sharing/CourseShareForm'
import { useBoundFlow, useFlowDeps } from '../browser-deps'
import { bindCoursePage, bindScormExport, bindTrainingAfterFailure } from '../flows/learning/course-page'
import { bindCourseCustomers, bindCourseShareForm } from '../flows/learning/course-sharing'
import { companyIdOf } from '../flows/deps'
import { bindReminderDialog } from '../flows/users/reminder-dialog'
import { bindUserSearch } from '../flows/exercise/user-search'
import { inspect } from '../inspector'

/**
 * The gaming activities are courses of the catalogue with an address of their own (000 §2: /gaming and
 * /fake-or-real with preview, statistics and settings tabs): the same pages, on their course.
 */
const ACTIVITIES: Record<string, string> = { gaming: 'crs_gaming', 'fake-or-real': 'crs_fake_or_real' }
const TABS: CourseTab[] = ['statistics', 'settings', 'customers-status', 'customers-settings']
const options = inspect ? { inspect } : {}

interface Moment {
  courseId: string
  today: string
  now: string
}

function CustomersStatus({ moment }: { moment: Moment }) {
  const deps = useFlowDeps()
  const logic = useMemo(() => bindCourseCustomers(deps), [deps])
  const customers = useActorRef(logic, { ...options, input: { companyId: companyIdOf(deps), ...moment } })
  return <CourseCustomersTab customers={customers} />
}

function CustomersSettings({ moment }: { moment: Moment }) {
  const deps = useFlowDeps()
  const logic = useMemo(() => bindCourseShareForm(deps, moment.courseId), [deps, moment.courseId])
  const form = useActorRef(logic, {
    ...options,
    input: { companyId: companyIdOf(deps), ...moment, customers: [], inherit: 'copy_and_start' },
  })
  return <CourseShareSettings form={form} />
}

/** /courses/{courseId}/preview|statistics|settings (and a partner's customers tabs), /gaming/…, /fake-or-real/…. */
export default function CourseRoute() {
  const [path] = useLocation()
  const [, first = '', second = ''] = path.split('/')
  const activity = ACTIVITIES[first]
  // /courses/{courseId}/{tab}, or /{activity}/{tab}
  const courseId = activity ?? decodeURIComponent(second)
  const base = activity ? `/${first}` : `/courses/${second}`
  const tab: CourseTab = TABS.find((name) => path.endsWith(`/${name}`)) ?? 'preview'
  const deps = useFlowDeps()
  // A partner shares the courses of the library with its customers; a game is not shared.
  const shares = !activity && deps.who().company?.distribution.isPartner === true
  const logic = useBoundFlow(bindCoursePage)
  const reminderLogic = useBoundFlow(bindReminderDialog)
  const userSearchLogic = useBoundFlow(bindUserSearch)
  const afterFailureLogic = useBoundFlow(bindTrainingAfterFailure)
  const scormLogic = useBoundFlow(bindScormExport)
  const input = useMemo(() => {
    const now = new Date()
    return {
      courseId,
      today: todayIn(browserTimeZone(), now),
      now: now.toISOString(),
    }
  }, [courseId])
  const customers = !shares ? undefined : tab === 'customers-settings' ? (
    <CustomersSettings key="settings" moment={input} />
  ) : (
    <CustomersStatus key="status" moment={input} />
  )
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
      customers={customers}
      scormLogic={scormLogic}
      scormAccess={deps.who().company?.features.isScormEnabled === true}
      inspect={inspect}
    />
  )
}
