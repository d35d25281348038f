import { assign, fromPromise, setup } from 'xstate'
import { AUDIT_TEXTS, type AuditPage } from '../../src/domain/audit-log'
import type { ListQuery } from '../../src/domain/list-query'
import { pagedListStates } from '../paged-list'

// Settings → Audit log (issue 59): the company's own admins read what was done in it — by themselves, their
// partner or platform staff (with the reason staff gave) — newest first, filtered by who and what, page by page
// with the query in the URL, and download every matching entry as CSV (a failure says so; the list stays).

export interface AuditLogContext {
  query: ListQuery
  page: AuditPage | null
  failure: string | null
}

export type AuditLogEvent =
  { type: 'audit.query'; query: ListQuery } | { type: 'audit.retry' } | { type: 'audit.download' }

const list = pagedListStates<AuditPage>()({
  load: 'loadEntries',
  retry: 'audit.retry',
  input: ({ context }: { context: AuditLogContext }) => context.query,
})

const newQuery = {
  target: '#auditLog.loading',
  reenter: true,
  actions: [
    { type: 'setQuery' as const, params: ({ event }: { event: { query: ListQuery } }) => event.query },
    { type: 'writeQuery' as const, params: ({ event }: { event: { query: ListQuery } }) => event.query },
  ],
}

export const auditLogMachine = setup({
  types: { context: {} as AuditLogContext, events: {} as AuditLogEvent, input: {} as { query: ListQuery } },
  actors: {
    loadEntries: fromPromise<AuditPage, ListQuery>(async () => ({
      items: [],
      pageInfo: { totalCount: 0, pageNumber: 0, pageSize: 25 },
    })),
    /** Provided by the app: every entry under the filters, saved as audit-log.csv. */
    downloadEntries: fromPromise<void, ListQuery>(async () => undefined),
  },
  guards: {
    hasEntries: ({ context }) => (context.page?.pageInfo.totalCount ?? 0) > 0,
  },
  actions: {
    setQuery: assign({ query: (_, query: ListQuery) => query }),
    setPage: assign({ page: (_, page: AuditPage) => page, failure: null }),
    setFailure: assign({ failure: (_, message: string) => message }),
    /** Provided by the app: writes the query to the URL. */
    writeQuery: (_, _query: ListQuery) => {},
    /** Provided by the app: a toast. */
    notifyFailure: (_, _message: string) => {},
  },
}).createMachine({
  id: 'auditLog',
  context: ({ input }) => ({ query: input.query, page: null, failure: null }),
  initial: 'loading',
  states: {
    loading: { ...list.loading, on: { 'audit.query': newQuery } },
    failed: { on: { ...list.failed.on, 'audit.query': newQuery } },
    ready: {
      on: {
        'audit.query': newQuery,
        'audit.download': { guard: 'hasEntries', target: 'downloading' },
      },
    },
    downloading: {
      tags: ['downloading'],
      invoke: {
        id: 'downloadEntries',
        src: 'downloadEntries',
        input: ({ context }) => context.query,
        onDone: 'ready',
        onError: { target: 'ready', actions: { type: 'notifyFailure', params: AUDIT_TEXTS.downloadFailed } },
      },
    },
  },
})
