import type { $Fetch } from 'ofetch'
import { create } from 'superstruct'
import { PATHS } from '../../domain/api-paths'
import { NotificationFeed, type CloseMarks } from '../../domain/notifications'

// Notification calls (001 §7 "Notifications").

export async function loadNotificationFeed(api: $Fetch, companyId: string, userId: string) {
  return create(await api(PATHS.notifications(companyId, userId)), NotificationFeed)
}

export async function markNotificationViewed(
  api: $Fetch,
  companyId: string,
  userId: string,
  notificationId: string,
) {
  await api(PATHS.notifications(companyId, userId), { method: 'PUT', body: { notificationId } })
}

/** Closing the popover: all notifications shown and/or the suspended-campaign notice shown. */
export async function markNotificationsClosed(
  api: $Fetch,
  companyId: string,
  userId: string,
  marks: CloseMarks,
) {
  await Promise.all([
    marks.notifications
      ? api(PATHS.notificationsShown(companyId, userId), {
          method: 'PUT',
          body: { notificationsShown: true },
        })
      : null,
    marks.suspended ? api(PATHS.suspendedNoticeShown(userId), { method: 'PATCH' }) : null,
  ])
}
