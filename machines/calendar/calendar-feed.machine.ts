import { assign, fromPromise, setup } from 'xstate'
import { COPY_TOOLTIP_MS } from '../../src/domain/constants'
import { copyStates } from '../copy-states'
import { failureMessage } from '../event-params'

// The admin's private iCalendar subscription (issue 31): its state read first; Subscribe makes an address,
// shown once (only its hash is kept) with Copy; a new address or Stop asks first, since the calendar apps
// reading the old address stop getting updates.

export interface FeedStatus {
  subscribed: boolean
  createdAt: string | null
  lastReadAt: string | null
}

export interface CalendarFeedContext {
  status: FeedStatus | null
  url: string | null
  failure: string | null
  actionFailure: string | null
}

export type CalendarFeedEvent =
  | { type: 'feed.retry' }
  | { type: 'feed.subscribe' }
  | { type: 'feed.reset' }
  | { type: 'feed.revoke' }
  | { type: 'feed.copy' }
  | { type: 'confirm.yes' }
  | { type: 'confirm.no' }

export const FEED_TEXTS = {
  revoked: 'The subscription address was stopped.',
  resetTitle: 'Make a new address?',
  resetText: 'Calendars subscribed to the current address stop receiving updates.',
  revokeTitle: 'Stop the subscription?',
  revokeText: 'Calendars subscribed to this address stop receiving updates. You can subscribe again later.',
} as const

export const calendarFeedMachine = setup({
  types: { context: {} as CalendarFeedContext, events: {} as CalendarFeedEvent },
  actors: {
    loadFeed: fromPromise<FeedStatus>(async () => {
      throw new Error('loadFeed not provided')
    }),
    createFeed: fromPromise<string>(async () => ''),
    revokeFeed: fromPromise<void>(async () => undefined),
    /** The address onto the clipboard (the app's clipboard; a refusal rejects). */
    copyUrl: fromPromise<void, { text: string }>(async () => undefined),
  },
  delays: { copyTooltip: COPY_TOOLTIP_MS },
  guards: {
    subscribed: ({ context }) => context.status?.subscribed === true,
    notSubscribed: ({ context }) => context.status?.subscribed === false,
    hasUrl: ({ context }) => context.url !== null,
  },
  actions: {
    setStatus: assign({ status: (_, status: FeedStatus) => status, failure: null }),
    setFailure: assign({ failure: (_, message: string) => message }),
    setActionFailure: assign({ actionFailure: (_, message: string | null) => message }),
    setUrl: assign({
      url: (_, url: string | null) => url,
      status: ({ context }, url: string | null) =>
        url === null
          ? { subscribed: false, createdAt: null, lastReadAt: null }
          : { subscribed: true, createdAt: context.status?.createdAt ?? null, lastReadAt: null },
    }),
    /** Provided by the app: a toast. */
    notify: (_, _title: string) => {},
  },
}).createMachine({
  id: 'calendarFeed',
  context: { status: null, url: null, failure: null, actionFailure: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadFeed',
        src: 'loadFeed',
        onDone: { target: 'ready', actions: { type: 'setStatus', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: failureMessage } },
      },
    },
    failed: { on: { 'feed.retry': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'feed.subscribe': { guard: 'notSubscribed', target: 'creating' },
            'feed.reset': { guard: 'subscribed', target: 'confirmingReset' },
            'feed.revoke': { guard: 'subscribed', target: 'confirmingRevoke' },
          },
          ...copyStates({
            copy: 'copyUrl',
            event: 'feed.copy',
            guard: 'hasUrl',
            text: ({ context }: { context: CalendarFeedContext }) => context.url ?? '',
          }),
        },
        confirmingReset: { on: { 'confirm.yes': 'creating', 'confirm.no': 'idle' } },
        confirmingRevoke: { on: { 'confirm.yes': 'revoking', 'confirm.no': 'idle' } },
        creating: {
          tags: ['busy'],
          entry: { type: 'setActionFailure', params: null },
          invoke: {
            id: 'createFeed',
            src: 'createFeed',
            onDone: { target: 'idle', actions: { type: 'setUrl', params: ({ event }) => event.output } },
            onError: { target: 'idle', actions: { type: 'setActionFailure', params: failureMessage } },
          },
        },
        revoking: {
          tags: ['busy'],
          entry: { type: 'setActionFailure', params: null },
          invoke: {
            id: 'revokeFeed',
            src: 'revokeFeed',
            onDone: {
              target: 'idle',
              actions: [
                { type: 'setUrl', params: null },
                { type: 'notify', params: FEED_TEXTS.revoked },
              ],
            },
            onError: { target: 'idle', actions: { type: 'setActionFailure', params: failureMessage } },
          },
        },
      },
    },
  },
})
