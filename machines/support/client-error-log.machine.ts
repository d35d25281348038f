import { assign, fromPromise, setup } from 'xstate'
import type { ClientErrorEntry } from '../../src/domain/error-reporting'
import { pagedListStates } from '../paged-list'

// /client-errors (ours, issue 24): platform staff read the console's own error log — the newest 100 reports
// browsers sent when no Sentry-compatible service is configured — and load it again to see new ones.

export interface ClientErrorLogContext {
  entries: ClientErrorEntry[] | null
  failure: string | null
}

export type ClientErrorLogEvent = { type: 'errors.retry' } | { type: 'errors.refresh' }

export const clientErrorLogMachine = setup({
  types: { context: {} as ClientErrorLogContext, events: {} as ClientErrorLogEvent },
  actors: {
    loadEntries: fromPromise<ClientErrorEntry[]>(async () => []),
  },
  actions: {
    setPage: assign({ entries: (_, entries: ClientErrorEntry[]) => entries, failure: null }),
    setFailure: assign({ failure: (_, message: string) => message }),
  },
}).createMachine({
  id: 'clientErrorLog',
  context: { entries: null, failure: null },
  initial: 'loading',
  states: {
    ...pagedListStates<ClientErrorEntry[]>()({
      load: 'loadEntries',
      retry: 'errors.retry',
      input: () => undefined,
    }),
    ready: { on: { 'errors.refresh': 'loading' } },
  },
})
