import { useActorRef } from '@xstate/react'
import type { ReactNode } from 'react'
import { ActivityCalendar } from '../../features/calendar/ActivityCalendar'
import { SessionActor } from '../../features/session/session-context'
import { selectCompany } from '../../features/session/selectors'
import { useBoundFlow } from '../browser-deps'
import { useCompanyZone } from '../company-zone'
import { bindActivityCalendar } from '../flows/calendar/activity-calendar'
import { inspect } from '../inspector'
import { plannerInputOf } from './planner-input'

/** The year planner on its own machine, for Get started's calendar block and the full page. */
export default function ActivityCalendarBlock({
  heading,
  action,
}: {
  heading: 'h1' | 'h2'
  action?: ReactNode
}) {
  const company = SessionActor.useSelector(selectCompany)
  const zone = useCompanyZone()
  const logic = useBoundFlow(bindActivityCalendar)
  const actor = useActorRef(logic, { input: plannerInputOf(company, zone), ...(inspect ? { inspect } : {}) })
  return <ActivityCalendar actor={actor} heading={heading} action={action} />
}
