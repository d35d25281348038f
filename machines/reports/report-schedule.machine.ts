import { assign, fromPromise, setup } from 'xstate'
import type { ScheduleRecipient } from '../../src/domain/report-schedule'
import { checkSchedule, SCHEDULE_TEXTS, type ScheduleFrequency } from '../../src/domain/report-schedule'
import type { ListQuery } from '../../src/domain/list-query'
import { failureMessage } from '../event-params'

// Schedule this report (issue 28 ★): the dialog loads the company's admins (the signed-in one ticked), the
// admin picks weekly or monthly and who receives it; Schedule checks the choice (at least one admin, at most
// 20) and saves the report with the page's filters. A failed save keeps every choice and says why; a failed
// load offers Retry.

export interface ReportScheduleContext {
  selfId: string
  /** The page's query (its filters) as it stands: the schedule saves the report with them. */
  query: ListQuery | null
  recipients: ScheduleRecipient[]
  frequency: ScheduleFrequency
  recipientIds: string[]
  error: string | null
  failure: string | null
}

export type ReportScheduleEvent =
  | { type: 'schedule.open' }
  | { type: 'schedule.close' }
  | { type: 'schedule.retry' }
  | { type: 'schedule.frequency'; frequency: ScheduleFrequency }
  | { type: 'schedule.toggle'; id: string }
  | { type: 'schedule.submit' }
  /** From the page: its report's query changed. */
  | { type: 'schedule.query'; query: ListQuery }

export const reportScheduleMachine = setup({
  types: {
    context: {} as ReportScheduleContext,
    events: {} as ReportScheduleEvent,
    input: {} as { selfId: string; query?: ListQuery | null },
  },
  actors: {
    loadRecipients: fromPromise<ScheduleRecipient[]>(async () => []),
    saveSchedule: fromPromise<
      void,
      { frequency: ScheduleFrequency; recipientIds: string[]; query: ListQuery | null }
    >(async () => {}),
  },
  guards: {
    valid: ({ context }) => checkSchedule(context).ok,
  },
  actions: {
    reset: assign({ frequency: 'monthly' as const, recipientIds: [], error: null, failure: null }),
    setRecipients: assign({
      recipients: (_, list: ScheduleRecipient[]) => list,
      // The admin who schedules is the first reader; the others are a tick away.
      recipientIds: ({ context }, list: ScheduleRecipient[]) =>
        list.some((person) => person.id === context.selfId) ? [context.selfId] : [],
    }),
    setFrequency: assign({ frequency: (_, frequency: ScheduleFrequency) => frequency, failure: null }),
    toggle: assign({
      recipientIds: ({ context }, id: string) =>
        context.recipientIds.includes(id)
          ? context.recipientIds.filter((other) => other !== id)
          : context.recipients.some((person) => person.id === id)
            ? [...context.recipientIds, id]
            : context.recipientIds,
      error: null,
      failure: null,
    }),
    explain: assign({
      error: ({ context }) => {
        const check = checkSchedule(context)
        return check.ok ? null : check.message
      },
    }),
    setFailure: assign({ failure: (_, message: string) => message }),
    setQuery: assign({ query: (_, query: ListQuery) => query }),
    /** Provided by the app: a toast. */
    notify: (_, _toast: { type: 'success' | 'error'; title: string }) => {},
  },
}).createMachine({
  id: 'reportSchedule',
  context: ({ input }) => ({
    selfId: input.selfId,
    query: input.query ?? null,
    recipients: [],
    frequency: 'monthly',
    recipientIds: [],
    error: null,
    failure: null,
  }),
  on: { 'schedule.query': { actions: { type: 'setQuery', params: ({ event }) => event.query } } },
  initial: 'closed',
  states: {
    closed: { on: { 'schedule.open': { target: 'loading', actions: 'reset' } } },
    loading: {
      invoke: {
        id: 'loadRecipients',
        src: 'loadRecipients',
        onDone: {
          target: 'editing',
          actions: { type: 'setRecipients', params: ({ event }) => event.output },
        },
        onError: { target: 'loadFailed', actions: { type: 'setFailure', params: failureMessage } },
      },
      on: { 'schedule.close': 'closed' },
    },
    loadFailed: { on: { 'schedule.retry': 'loading', 'schedule.close': 'closed' } },
    editing: {
      on: {
        'schedule.frequency': { actions: { type: 'setFrequency', params: ({ event }) => event.frequency } },
        'schedule.toggle': { actions: { type: 'toggle', params: ({ event }) => event.id } },
        'schedule.submit': [{ guard: 'valid', target: 'saving' }, { actions: 'explain' }],
        'schedule.close': 'closed',
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveSchedule',
        src: 'saveSchedule',
        input: ({ context }) => ({
          frequency: context.frequency,
          recipientIds: context.recipientIds,
          query: context.query,
        }),
        onDone: {
          target: 'closed',
          actions: { type: 'notify', params: { type: 'success', title: SCHEDULE_TEXTS.created } },
        },
        onError: { target: 'editing', actions: { type: 'setFailure', params: failureMessage } },
      },
    },
  },
})
