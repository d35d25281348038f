import type { SnapshotFrom } from 'xstate'
import type { notificationPopoverMachine } from '../../../machines/notifications/notification-popover.machine'
import { notificationLink, orderedNotifications, unseenCount } from '../../domain/notifications'

type Popover = SnapshotFrom<typeof notificationPopoverMachine>

export const selectPopoverOpen = (s: Popover) => s.matches({ popover: 'open' })
export const selectFeedStatus = (s: Popover): 'loading' | 'failed' | 'ready' =>
  s.matches({ feed: 'loading' }) ? 'loading' : s.matches({ feed: 'failed' }) ? 'failed' : 'ready'
export const selectFeedError = (s: Popover) => s.context.error
export const selectUnseenCount = (s: Popover) => (s.context.feed ? unseenCount(s.context.feed) : 0)
export const selectNotifications = (s: Popover) =>
  s.context.feed ? orderedNotifications(s.context.feed.notifications) : []
export const selectSuspendedCampaigns = (s: Popover) => s.context.feed?.suspendedCampaigns ?? []
export const selectDetail = (s: Popover) => {
  if (!s.matches({ popover: { open: 'detail' } })) return null
  const item = s.context.feed?.notifications.find((n) => n.notificationId === s.context.selectedId)
  return item ? { ...item, link: notificationLink(item.url) } : null
}
export const selectOpenedByUser = (s: Popover) => s.context.openedBy === 'user'
