import { array, boolean, nullable, string, type as shape, type Infer } from 'superstruct'

// Notifications (001 §3 "Notification", §4 "Notifications"): the list for one user, pinned first; the
// suspended-campaign notice; and what the bell and the popover decide from them.

export const NotificationItem = shape({
  notificationId: string(),
  url: nullable(string()),
  head: string(),
  title: string(),
  description: string(),
  buttonName: nullable(string()),
  image: nullable(string()),
  isPinned: boolean(),
  /** Ours: whether this user has viewed it (a pinned one never is). */
  isViewed: boolean(),
})
export type NotificationItem = Infer<typeof NotificationItem>

export const SuspendedCampaign = shape({
  course_name: string(),
  course_image: nullable(string()),
  course_id: string(),
})
export type SuspendedCampaign = Infer<typeof SuspendedCampaign>

export const NotificationFeed = shape({
  notifications: array(NotificationItem),
  suspendedCampaigns: array(SuspendedCampaign),
  notificationsShown: boolean(),
  suspendedCampaignsNotificationShown: boolean(),
})
export type NotificationFeed = Infer<typeof NotificationFeed>

export const NOTIFICATION_TEXTS = {
  title: 'Notifications',
  empty: 'You are all caught up. New product updates and reports will appear here.',
  suspendedTitle: 'Assignments Suspended',
  suspendedText: (course: string) =>
    `Learners' assignments in ${course} are paused because the trial period has ended. Upgrade your plan to resume them.`,
  upgrade: 'Upgrade',
  back: 'Back to notifications',
  close: 'Close notifications',
  retry: 'Try again',
} as const

/** Pinned first, then as the gateway sent them (newest first). */
export const orderedNotifications = (items: readonly NotificationItem[]) => [
  ...items.filter((item) => item.isPinned),
  ...items.filter((item) => !item.isPinned),
]

const hasUnseenSuspension = (feed: NotificationFeed) =>
  !feed.suspendedCampaignsNotificationShown && feed.suspendedCampaigns.length > 0

/** 001 §4: the popover opens by itself when there are unseen notifications or an unseen suspended notice. */
export const shouldAutoOpen = (feed: NotificationFeed) =>
  (!feed.notificationsShown && feed.notifications.length > 0) || hasUnseenSuspension(feed)

/** The bell's count: notifications not yet viewed (pinned ones stay, so they do not count) and the notice. */
export const unseenCount = (feed: NotificationFeed) =>
  feed.notifications.filter((item) => !item.isPinned && !item.isViewed).length +
  (hasUnseenSuspension(feed) ? 1 : 0)

export interface CloseMarks {
  notifications: boolean
  suspended: boolean
}

/** What closing the popover records: all notifications shown, the suspended notice shown, or both. */
export const closeMarks = (feed: NotificationFeed): CloseMarks => ({
  notifications: !feed.notificationsShown && feed.notifications.length > 0,
  suspended: hasUnseenSuspension(feed),
})

export type NotificationLink = { kind: 'internal'; path: string } | { kind: 'external'; href: string } | null

/**
 * Where a card's button may go: a path inside the console, or an http(s) address in a new tab. Anything else
 * (javascript:, data:, protocol-relative //host) gets no button rather than a link that could run or mislead.
 */
export function notificationLink(url: string | null): NotificationLink {
  const value = url?.trim() ?? ''
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\'))
    return { kind: 'internal', path: value }
  try {
    const parsed = new URL(value)
    if (parsed.protocol === 'https:' || parsed.protocol === 'http:')
      return { kind: 'external', href: parsed.href }
  } catch {
    // Not an address at all.
  }
  return null
}
