import { calendarFeedMachine } from './calendar-feed.machine'
import { defineFlow } from '../flow'
import { failure, offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'

const none = { subscribed: false, createdAt: null, lastReadAt: null }
const active = {
  subscribed: true,
  createdAt: '2026-11-01T09:00:00.000Z',
  lastReadAt: '2026-11-26T07:00:00.000Z',
}

export const calendarFeedScenarios: Scenarios<typeof calendarFeedMachine> = {
  events: {
    'feed.retry': [{ type: 'feed.retry' }],
    'feed.subscribe': [{ type: 'feed.subscribe' }],
    'feed.reset': [{ type: 'feed.reset' }],
    'feed.revoke': [{ type: 'feed.revoke' }],
    'feed.copy': [{ type: 'feed.copy' }],
    'confirm.yes': [{ type: 'confirm.yes' }],
    'confirm.no': [{ type: 'confirm.no' }],
  },
  outcomes: {
    loadFeed: { done: [none, active], error: [offline] },
    createFeed: {
      done: ['https://console.example/api/v1/calendar_feed/token.ics'],
      error: [failure(403, 'forbidden', "You don't have permission to access")],
    },
    revokeFeed: { done: [undefined], error: [offline] },
    copyUrl: { done: [undefined], error: [new Error('Write permission denied.')] },
  },
  abstractContext: (context) => ({
    subscribed: context.status?.subscribed ?? null,
    url: context.url !== null,
    failure: context.failure !== null,
    actionFailure: context.actionFailure !== null,
  }),
  maxStates: 5000,
}

export const calendarFeedFlow = defineFlow({
  id: 'calendarFeed',
  file: 'calendar/calendar-feed',
  title: 'Calendar subscription (iCalendar feed)',
  description:
    'The admin’s private subscription address for Outlook or Google Calendar: Subscribe makes one, shown once with Copy (only its hash is kept); a new address or Stop asks first, since calendars reading the old address stop getting updates.',
  routes: ['/activity-calendar'],
  machine: calendarFeedMachine,
  scenarios: calendarFeedScenarios,
})
