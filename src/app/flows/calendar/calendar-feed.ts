import { calendarFeedMachine } from '../../../../machines/calendar/calendar-feed.machine'
import { createFeed, loadFeed, revokeFeed } from '../../../api/calendar/activity-calendar'
import { clipboardWrite } from '../../clipboard'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'

/** The signed-in admin's own iCalendar subscription for their company. */
export function bindCalendarFeed(deps: FlowDeps) {
  return calendarFeedMachine.provide({
    actors: {
      loadFeed: gatewayCall(() => loadFeed(deps.api, companyIdOf(deps))),
      createFeed: gatewayCall(() => createFeed(deps.api, companyIdOf(deps))),
      revokeFeed: gatewayCall(() => revokeFeed(deps.api, companyIdOf(deps))),
      copyUrl: clipboardWrite,
    },
    actions: {
      notify: (_, title) => deps.toast(title, 'success'),
    },
  })
}
