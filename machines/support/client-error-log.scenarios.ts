import { clientErrorLogMachine } from './client-error-log.machine'
import { defineFlow } from '../flow'
import { offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'

const entry = {
  id: 'e1',
  message: "TypeError: Cannot read properties of undefined (reading 'id')",
  stack: 'TypeError: …\n    at UsersPage (index.js:1:2)',
  url: 'https://console.example/users/all_users',
  release: '0.1.0',
  userAgent: 'Mozilla/5.0',
  userId: null,
  companyId: null,
  createdAt: '2026-11-25T01:00:00.000Z',
}

export const clientErrorLogScenarios: Scenarios<typeof clientErrorLogMachine> = {
  events: {
    'errors.retry': [{ type: 'errors.retry' }],
    'errors.refresh': [{ type: 'errors.refresh' }],
  },
  outcomes: { loadEntries: { done: [[entry], []], error: [offline] } },
  abstractContext: (context) => ({
    entries: context.entries === null ? null : context.entries.length,
    failure: context.failure,
  }),
  maxStates: 200,
}

export const clientErrorLogFlow = defineFlow({
  id: 'clientErrorLog',
  file: 'support/client-error-log',
  title: 'Client error log',
  description:
    "/client-errors (platform staff): the console's own error log, newest first — message, page, release, browser and time, each with its stack — used when no Sentry-compatible service is configured; reload to see new reports, retry on failure.",
  routes: ['/client-errors'],
  machine: clientErrorLogMachine,
  scenarios: clientErrorLogScenarios,
})
