import { assign, fromCallback, fromPromise, not, raise, setup, stateIn } from 'xstate'
import { NOTIFICATION_AUTO_OPEN_MS } from '../../src/domain/constants'
import {
  closeMarks,
  shouldAutoOpen,
  type CloseMarks,
  type NotificationFeed,
} from '../../src/domain/notifications'
import { failureMessage } from '../event-params'

// The notification bell and popover (001 §4 "Notifications"). Two regions: the feed (loading, the 2 s
// countdown to opening by itself when something is unseen, ready, failed with retry) and the popover (closed,
// open on the list or one notification, closing). Opening a notification marks it viewed unless it is pinned;
// closing records what was on display: all notifications shown, the suspended-campaign notice shown, or both.
// The flags change when closing ends, even if the call failed, so the countdown cannot reopen what the user has
// just closed (after a failed call the next page load asks again). A page's modal dialog is what the user is
// doing: the countdown's opening waits until it closes (the popover would otherwise open over the dialog).

export interface NotificationPopoverContext {
  feed: NotificationFeed | null
  error: string | null
  selectedId: string | null
  /** An automatic opening must not take the focus from whatever the user is doing. */
  openedBy: 'user' | 'auto'
  /** A page's modal dialog is open (reported by the dialog watcher while an automatic opening is pending). */
  dialogOpen: boolean
}

export type NotificationPopoverEvent =
  | { type: 'bell.toggle' }
  | { type: 'popover.close' }
  | { type: 'notification.open'; notificationId: string }
  | { type: 'notification.back' }
  | { type: 'retry' }
  | { type: 'auto.open' }
  | { type: 'dialog.change'; open: boolean }

const selected = (context: NotificationPopoverContext) =>
  context.feed?.notifications.find((item) => item.notificationId === context.selectedId) ?? null

export const notificationPopoverMachine = setup({
  types: {
    context: {} as NotificationPopoverContext,
    events: {} as NotificationPopoverEvent,
  },
  actors: {
    loadFeed: fromPromise<NotificationFeed>(async () => {
      throw new Error('loadFeed not provided')
    }),
    markViewed: fromPromise<void, { notificationId: string }>(async () => undefined),
    markShown: fromPromise<void, CloseMarks>(async () => undefined),
    /** Sends `dialog.change` when a page's modal dialog opens or closes (at once with the current state). */
    watchDialogs: fromCallback(() => undefined),
  },
  delays: { autoOpen: NOTIFICATION_AUTO_OPEN_MS },
  guards: {
    autoOpen: ({ context }) => context.feed !== null && shouldAutoOpen(context.feed),
    autoOpenFeed: (_, feed: NotificationFeed) => shouldAutoOpen(feed),
    dialogOpen: ({ context }) => context.dialogOpen,
    known: ({ context }, notificationId: string) =>
      context.feed?.notifications.some((item) => item.notificationId === notificationId) === true,
    needsViewMark: ({ context }) => {
      const item = selected(context)
      return item !== null && !item.isPinned && !item.isViewed
    },
    nothingToMark: ({ context }) => {
      if (!context.feed) return true
      const marks = closeMarks(context.feed)
      return !marks.notifications && !marks.suspended
    },
  },
  actions: {
    openedBy: assign({ openedBy: (_, by: 'user' | 'auto') => by }),
    setDialogOpen: assign({ dialogOpen: (_, open: boolean) => open }),
    setFeed: assign({ feed: (_, feed: NotificationFeed) => feed, error: null }),
    setError: assign({ error: (_, message: string) => message }),
    select: assign({ selectedId: (_, notificationId: string) => notificationId }),
    unselect: assign({ selectedId: null }),
    setViewed: assign({
      feed: ({ context }) =>
        context.feed && {
          ...context.feed,
          notifications: context.feed.notifications.map((item) =>
            item.notificationId === context.selectedId ? { ...item, isViewed: true } : item,
          ),
        },
    }),
    markClosed: assign({
      feed: ({ context }) => {
        if (!context.feed) return null
        const marks = closeMarks(context.feed)
        return {
          ...context.feed,
          notificationsShown: context.feed.notificationsShown || marks.notifications,
          suspendedCampaignsNotificationShown:
            context.feed.suspendedCampaignsNotificationShown || marks.suspended,
        }
      },
    }),
  },
}).createMachine({
  id: 'notificationPopover',
  type: 'parallel',
  context: { feed: null, error: null, selectedId: null, openedBy: 'user', dialogOpen: false },
  states: {
    feed: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadFeed',
            src: 'loadFeed',
            onDone: [
              {
                guard: { type: 'autoOpenFeed', params: ({ event }) => event.output },
                target: 'pending',
                actions: { type: 'setFeed', params: ({ event }) => event.output },
              },
              { target: 'ready', actions: { type: 'setFeed', params: ({ event }) => event.output } },
            ],
            onError: { target: 'failed', actions: { type: 'setError', params: failureMessage } },
          },
        },
        /**
         * Something is unseen: the popover opens by itself when the countdown runs out, unless closed meanwhile,
         * and not over a modal dialog: then it counts again from when the dialog closes.
         */
        pending: {
          initial: 'countdown',
          invoke: { id: 'watchDialogs', src: 'watchDialogs' },
          on: {
            'dialog.change': { actions: { type: 'setDialogOpen', params: ({ event }) => event.open } },
          },
          states: {
            countdown: {
              after: {
                autoOpen: [
                  { guard: 'dialogOpen', target: 'afterDialog' },
                  { target: '#notificationPopover.feed.ready', actions: raise({ type: 'auto.open' }) },
                ],
              },
            },
            // A fresh countdown once the dialog closes: a dialog that leads to the next one leaves a gap of a
            // moment, and the popover must not land in it.
            afterDialog: { always: { guard: not('dialogOpen'), target: 'countdown' } },
          },
        },
        ready: {},
        // Retry lives in the open popover, where the failure is shown.
        failed: { on: { retry: { guard: stateIn({ popover: 'open' }), target: 'loading' } } },
      },
    },
    popover: {
      initial: 'closed',
      states: {
        closed: {
          entry: 'unselect',
          on: {
            'bell.toggle': { target: 'open', actions: { type: 'openedBy', params: 'user' } },
            'auto.open': {
              guard: 'autoOpen',
              target: 'open',
              actions: { type: 'openedBy', params: 'auto' },
            },
          },
        },
        open: {
          initial: 'list',
          on: {
            'bell.toggle': [{ guard: 'nothingToMark', target: 'closed' }, { target: 'marking' }],
            'popover.close': [{ guard: 'nothingToMark', target: 'closed' }, { target: 'marking' }],
          },
          states: {
            list: {
              on: {
                'notification.open': {
                  guard: { type: 'known', params: ({ event }) => event.notificationId },
                  target: 'detail',
                  actions: { type: 'select', params: ({ event }) => event.notificationId },
                },
              },
            },
            detail: {
              initial: 'deciding',
              on: { 'notification.back': { target: 'list', actions: 'unselect' } },
              states: {
                deciding: { always: [{ guard: 'needsViewMark', target: 'marking' }, { target: 'shown' }] },
                marking: {
                  invoke: {
                    id: 'markViewed',
                    src: 'markViewed',
                    input: ({ context }) => ({ notificationId: context.selectedId! }),
                    onDone: { target: 'shown', actions: 'setViewed' },
                    // The card still opens; it stays unviewed and counts on the bell.
                    onError: 'shown',
                  },
                },
                shown: {},
              },
            },
          },
        },
        /** Closed on screen while what was on display is recorded. */
        marking: {
          entry: 'unselect',
          invoke: {
            id: 'markShown',
            src: 'markShown',
            input: ({ context }) => closeMarks(context.feed!),
            onDone: { target: 'closed', actions: 'markClosed' },
            onError: { target: 'closed', actions: 'markClosed' },
          },
        },
      },
    },
  },
})
