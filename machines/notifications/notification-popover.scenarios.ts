import { defineFlow } from '../flow'
import { notificationPopoverMachine } from './notification-popover.machine'
import { offline } from '../samples/failures'
import { FEEDS, PINNED, UNSEEN, VIEWED } from '../samples/notifications.samples'
import type { Scenarios } from '../scenarios'
import { closeMarks, shouldAutoOpen, unseenCount } from '../../src/domain/notifications'

export const notificationPopoverScenarios: Scenarios<typeof notificationPopoverMachine> = {
  events: {
    'bell.toggle': [{ type: 'bell.toggle' }],
    'popover.close': [{ type: 'popover.close' }],
    'notification.open': [
      { type: 'notification.open', notificationId: PINNED.notificationId },
      { type: 'notification.open', notificationId: UNSEEN.notificationId },
      { type: 'notification.open', notificationId: VIEWED.notificationId },
    ],
    'notification.back': [{ type: 'notification.back' }],
    retry: [{ type: 'retry' }],
    'dialog.change': [
      { type: 'dialog.change', open: true },
      { type: 'dialog.change', open: false },
    ],
  },
  outcomes: {
    loadFeed: { done: [FEEDS.unseen, FEEDS.suspended, FEEDS.empty], error: [offline] },
    markViewed: { done: [undefined], error: [offline] },
    markShown: { done: [undefined], error: [offline] },
    // A watcher: it never ends, it reports `dialog.change`.
    watchDialogs: {},
  },
  abstractContext: (context, snapshot) => {
    const feed = context.feed
    return {
      feed: feed && {
        items: feed.notifications.length,
        suspended: feed.suspendedCampaigns.length,
        unseen: unseenCount(feed),
        marks: closeMarks(feed),
        autoOpen: shouldAutoOpen(feed),
      },
      error: context.error !== null,
      selected: context.selectedId !== null,
      // Read only while an automatic opening waits.
      dialogOpen: snapshot.matches({ feed: 'pending' }) && context.dialogOpen,
    }
  },
  maxStates: 20_000,
}

export const notificationPopoverFlow = defineFlow({
  id: 'notificationPopover',
  file: 'notifications/notification-popover',
  title: 'Notification popover',
  description:
    'The bell and its popover: the feed loads; with unseen notifications or an unseen "Assignments Suspended" notice the popover opens by itself after 2000 ms (or, when a modal dialog of the page is open then, once it closes); opening a notification marks it viewed unless pinned; closing marks all notifications shown and/or the suspended notice shown; pinned first, an empty state, a failure with retry; the bell counts what is unseen.',
  routes: ['*'],
  machine: notificationPopoverMachine,
  scenarios: notificationPopoverScenarios,
})
