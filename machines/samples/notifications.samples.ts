import type { NotificationFeed, NotificationItem } from '../../src/domain/notifications'

const item = (id: string, patch: Partial<NotificationItem> = {}): NotificationItem => ({
  notificationId: id,
  url: '/phishing-exercise',
  head: 'Product update',
  title: `Notification ${id}`,
  description: 'Build SMS templates with callouts.',
  buttonName: 'Read more',
  image: null,
  isPinned: false,
  isViewed: false,
  ...patch,
})

export const PINNED = item('ntf_pinned', { isPinned: true, title: 'Pinned update' })
export const UNSEEN = item('ntf_unseen', { title: 'Q2 results', url: 'https://example.com/report' })
export const VIEWED = item('ntf_viewed', { isViewed: true, title: 'Webinar', url: 'javascript:alert(1)' })

const suspended = { course_name: 'Annual Security Awareness', course_image: null, course_id: 'crs_annual' }

export const FEEDS = {
  unseen: {
    notifications: [PINNED, UNSEEN, VIEWED],
    suspendedCampaigns: [],
    notificationsShown: false,
    suspendedCampaignsNotificationShown: false,
  },
  seen: {
    notifications: [PINNED, VIEWED],
    suspendedCampaigns: [],
    notificationsShown: true,
    suspendedCampaignsNotificationShown: false,
  },
  suspended: {
    notifications: [],
    suspendedCampaigns: [suspended],
    notificationsShown: true,
    suspendedCampaignsNotificationShown: false,
  },
  empty: {
    notifications: [],
    suspendedCampaigns: [],
    notificationsShown: false,
    suspendedCampaignsNotificationShown: false,
  },
} satisfies Record<string, NotificationFeed>
