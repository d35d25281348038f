import { useActorRef } from '@xstate/react'
import { css } from '../../../styled-system/css'
import { CalendarFeedPanel } from '../../features/calendar/CalendarFeedPanel'
import { useBoundFlow } from '../browser-deps'
import { bindCalendarFeed } from '../flows/calendar/calendar-feed'
import { inspect } from '../inspector'
import ActivityCalendarBlock from './activity-calendar-block'

/** /activity-calendar (ours): the year planner full size, and the admin's calendar subscription. */
export default function ActivityCalendarRoute() {
  const logic = useBoundFlow(bindCalendarFeed)
  const feed = useActorRef(logic, inspect ? { inspect } : {})
  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '6', maxW: '1400px', mx: 'auto' })}>
      <ActivityCalendarBlock heading="h1" />
      <CalendarFeedPanel actor={feed} />
    </div>
  )
}
