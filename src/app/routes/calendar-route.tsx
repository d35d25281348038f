import { useActorRef } from '@xstate/react'
import { useLocation } from 'wouter'
import MonthlyVideoPage, { type CalendarTab } from '../../features/calendar/MonthlyVideoPage'
import { useBoundFlow } from '../browser-deps'
import { bindMonthlyVideo } from '../flows/calendar/monthly-video'
import { inspect } from '../inspector'

/** /calendar/preview|history|settings (the empty path goes to preview). */
export default function CalendarRoute() {
  const [path] = useLocation()
  const tab: CalendarTab = path.endsWith('/history')
    ? 'history'
    : path.endsWith('/settings')
      ? 'settings'
      : 'preview'
  const actor = useActorRef(useBoundFlow(bindMonthlyVideo), inspect ? { inspect } : {})
  return <MonthlyVideoPage actor={actor} tab={tab} />
}
