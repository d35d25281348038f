import { describe, expect, it } from 'vitest'
import { FEEDS, PINNED, UNSEEN, VIEWED } from '../../machines/samples/notifications.samples'
import {
  closeMarks,
  notificationLink,
  orderedNotifications,
  shouldAutoOpen,
  unseenCount,
} from '../../src/domain/notifications'

describe('notification links', () => {
  it('opens console paths in place and http(s) in a new tab', () => {
    expect(notificationLink('/phishing-exercise')).toEqual({ kind: 'internal', path: '/phishing-exercise' })
    expect(notificationLink('https://example.com/a?b=1')).toEqual({
      kind: 'external',
      href: 'https://example.com/a?b=1',
    })
    expect(notificationLink('http://example.com')).toEqual({ kind: 'external', href: 'http://example.com/' })
  })
  it('gives no link for anything that could run or mislead', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '/\\evil',
      'mailto:a@b',
      '',
      null,
    ])
      expect(notificationLink(url)).toBeNull()
  })
})

describe('the bell and the popover', () => {
  it('puts pinned first', () => {
    expect(orderedNotifications([UNSEEN, PINNED, VIEWED]).map((n) => n.notificationId)).toEqual([
      PINNED.notificationId,
      UNSEEN.notificationId,
      VIEWED.notificationId,
    ])
  })
  it('opens by itself for unseen notifications or an unseen suspended notice, never for an empty feed', () => {
    expect(shouldAutoOpen(FEEDS.unseen)).toBe(true)
    expect(shouldAutoOpen(FEEDS.suspended)).toBe(true)
    expect(shouldAutoOpen(FEEDS.seen)).toBe(false)
    expect(shouldAutoOpen(FEEDS.empty)).toBe(false)
    expect(shouldAutoOpen({ ...FEEDS.suspended, suspendedCampaignsNotificationShown: true })).toBe(false)
  })
  it('counts unviewed notifications (not pinned ones) and the unseen notice', () => {
    expect(unseenCount(FEEDS.unseen)).toBe(1)
    expect(unseenCount(FEEDS.suspended)).toBe(1)
    expect(unseenCount(FEEDS.seen)).toBe(0)
  })
  it('records on closing what was on display', () => {
    expect(closeMarks(FEEDS.unseen)).toEqual({ notifications: true, suspended: false })
    expect(closeMarks(FEEDS.suspended)).toEqual({ notifications: false, suspended: true })
    expect(closeMarks(FEEDS.empty)).toEqual({ notifications: false, suspended: false })
  })
})
