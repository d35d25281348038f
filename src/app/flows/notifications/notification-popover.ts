import { notificationPopoverMachine } from '../../../../machines/notifications/notification-popover.machine'
import {
  loadNotificationFeed,
  markNotificationsClosed,
  markNotificationViewed,
} from '../../../api/notifications/notifications'
import { watchModalDialogs } from '../../modal-dialogs'
import { companyIdOf, gatewayCall, userIdOf, type FlowDeps } from '../deps'

/** The bell's feed and marks for the signed-in user in their company. */
export function bindNotificationPopover(deps: FlowDeps) {
  return notificationPopoverMachine.provide({
    actors: {
      loadFeed: gatewayCall(() => loadNotificationFeed(deps.api, companyIdOf(deps), userIdOf(deps))),
      markViewed: gatewayCall((input) =>
        markNotificationViewed(deps.api, companyIdOf(deps), userIdOf(deps), input.notificationId),
      ),
      markShown: gatewayCall((input) =>
        markNotificationsClosed(deps.api, companyIdOf(deps), userIdOf(deps), input),
      ),
      watchDialogs: watchModalDialogs,
    },
  })
}
