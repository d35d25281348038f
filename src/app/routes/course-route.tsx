import { browserTimeZone } from '../company-zone'
import { useActorRef } from '@xstate/react'
import { useEffect, useMemo } from 'react'
import { useLocation } from 'wouter'
import type { CourseTab } from '../../../machines/learning/course-screen.machine'
import { todayIn } from '../../domain/today'
import { CourseScreen } from '../../features/learning/CourseScreen'
import { useFlowDeps } from '../browser-deps'
import { bindCourseScreen } from '../flows/learning/course-screen'
import { companyIdOf } from '../flows/deps'
import { inspect } from '../inspector'

/**
 * The gaming activities are courses of the catalogue with an address of their own (000 §2: /gaming and
 * /fake-or-real with preview, statistics and settings tabs): the same pages, on their course.
 */
const ACTIVITIES: Record<string, string> = { gaming: 'crs_gaming', 'fake-or-real': 'crs_fake_or_real' }
const TABS: CourseTab[] = ['statistics', 'settings', 'customers-status', 'customers-settings']

/** /courses/{courseId}/preview|statistics|settings (and a partner's customers tabs), /gaming/…, /fake-or-real/…. */
export default function CourseRoute() {
  const [path] = useLocation()
  const [, first = '', second = ''] = path.split('/')
  const activity = ACTIVITIES[first]
  // /courses/{courseId}/{tab}, or /{activity}/{tab}
  const courseId = activity ?? decodeURIComponent(second)
  const base = activity ? `/${first}` : `/courses/${second}`
  const tab: CourseTab = TABS.find((name) => path.endsWith(`/${name}`)) ?? 'preview'
  // Another course is another page.
  return <CourseScreenRoute key={courseId} courseId={courseId} base={base} tab={tab} activity={!!activity} />
}

function CourseScreenRoute({
  courseId,
  base,
  tab,
  activity,
}: {
  courseId: string
  base: string
  tab: CourseTab
  activity: boolean
}) {
  const deps = useFlowDeps()
  const logic = useMemo(() => bindCourseScreen(deps, base), [deps, base])
  const company = deps.who().company
  const now = new Date()
  const screen = useActorRef(logic, {
    ...(inspect ? { inspect } : {}),
    input: {
      course: { courseId, today: todayIn(browserTimeZone(), now), now: now.toISOString() },
      tab,
      companyId: companyIdOf(deps),
      // A partner shares the courses of the library with its customers; a game is not shared.
      shares: !activity && company?.distribution.isPartner === true,
      scormAccess: company?.features.isScormEnabled === true,
    },
  })
  useEffect(() => {
    screen.send({ type: 'address.changed', tab })
  }, [screen, tab])
  return <CourseScreen screen={screen} base={base} />
}
