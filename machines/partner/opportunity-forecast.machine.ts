import { assign, fromPromise, setup } from 'xstate'
import { INVITE_TEXTS } from '../../src/domain/customer-invitations'
import { LICENCE_TEXTS } from '../../src/domain/customer-licences'
import {
  OPPORTUNITY_TEXTS,
  type ForecastView,
  type KindFilter,
  type NextStep,
  type Opportunity,
  visibleOpportunities,
} from '../../src/domain/opportunity-forecast'
import { failureMessage, messageOf } from '../event-params'
import { licenceAllocateMachine } from './licence-allocate.machine'
import { licenceBuyMachine } from './licence-buy.machine'

// The opportunity forecast (/opportunity-forecast): the partner's next 90 days loaded once, shown by kind
// (trials ending, renewals, overages, unregistered invitations) with their expected revenue, each row with its
// one next step — buy licences, allocate from the wallet (the overage filled in), or resend the invitation —
// through the same dialogs and call as My Customers. A step that changed something loads the forecast again.

export interface OpportunityForecastContext {
  view: ForecastView | null
  failure: string | null
  kind: KindFilter
  /** The opportunity whose step is running or open. */
  current: Opportunity | null
  /** How many rows the list shows: a large book shows the soonest first, more on request. */
  shown: number
}

export const FORECAST_ROWS = 50

export type OpportunityForecastEvent =
  | { type: 'forecast.retry' }
  | { type: 'forecast.kind'; kind: KindFilter }
  | { type: 'forecast.step'; id: string }
  | { type: 'forecast.more' }

const opportunityOf = (context: OpportunityForecastContext, id: string) =>
  context.view?.opportunities.find((item) => item.id === id)

/** A step is offered only on a row the list shows: under the kind filter, within the rows shown. */
const shownOpportunity = (context: OpportunityForecastContext, id: string) =>
  visibleOpportunities(context.view, context.kind)
    .slice(0, context.shown)
    .find((item) => item.id === id)

const stepOf = (context: OpportunityForecastContext, id: string): NextStep | null => {
  const item = shownOpportunity(context, id)
  return item ? OPPORTUNITY_TEXTS[item.kind].step : null
}

const dialogInput = (context: OpportunityForecastContext) => ({
  customerId: context.current?.customerId ?? '',
  customerName: context.current?.customerName ?? '',
  count: String(context.current?.seats ?? 1),
})

const done = (title: string) => ({
  target: '#opportunityForecast.loading' as const,
  actions: [
    { type: 'notify' as const, params: { type: 'success' as const, title } },
    { type: 'setCurrent' as const, params: null },
  ],
})
/** The kind filter narrows what is loaded and holds across reloads; the dialogs cover it while open. */
const kindChange = {
  actions: {
    type: 'setKind' as const,
    params: ({ event }: { event: { kind: KindFilter } }) => event.kind,
  },
}
const back = { target: 'idle' as const, actions: { type: 'setCurrent' as const, params: null } }

export const opportunityForecastMachine = setup({
  types: {
    context: {} as OpportunityForecastContext,
    events: {} as OpportunityForecastEvent,
  },
  actors: {
    loadForecast: fromPromise<ForecastView>(async () => {
      throw new Error('loadForecast not provided')
    }),
    resendInvite: fromPromise<void, { opportunity: Opportunity }>(async () => undefined),
    licenceAllocate: licenceAllocateMachine,
    licenceBuy: licenceBuyMachine,
  },
  guards: {
    stepIs: ({ context }, params: { id: string; step: NextStep }) =>
      stepOf(context, params.id) === params.step,
    changedAny: (_, count: number) => count > 0,
    hasMore: ({ context }) => visibleOpportunities(context.view, context.kind).length > context.shown,
  },
  actions: {
    setView: assign({ view: (_, view: ForecastView) => view, failure: null }),
    setFailure: assign({ failure: (_, message: string) => message }),
    setKind: assign({ kind: (_, kind: KindFilter) => kind, shown: FORECAST_ROWS }),
    showMore: assign({ shown: ({ context }) => context.shown + FORECAST_ROWS }),
    setCurrent: assign({
      current: ({ context }, id: string | null) =>
        id === null ? null : (opportunityOf(context, id) ?? null),
    }),
    /** Provided by the app: a toast. */
    notify: (_, _toast: { type: 'success' | 'error'; title: string }) => {},
  },
}).createMachine({
  id: 'opportunityForecast',
  context: { view: null, failure: null, kind: 'ALL', current: null, shown: FORECAST_ROWS },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      on: { 'forecast.kind': kindChange },
      invoke: {
        id: 'loadForecast',
        src: 'loadForecast',
        onDone: { target: 'ready', actions: { type: 'setView', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: failureMessage } },
      },
    },
    failed: { on: { 'forecast.retry': 'loading', 'forecast.kind': kindChange } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'forecast.kind': kindChange,
            'forecast.more': { guard: 'hasMore', actions: 'showMore' },
            'forecast.step': [
              {
                guard: { type: 'stepIs', params: ({ event }) => ({ id: event.id, step: 'buy' }) },
                target: 'buying',
                actions: { type: 'setCurrent', params: ({ event }) => event.id },
              },
              {
                guard: { type: 'stepIs', params: ({ event }) => ({ id: event.id, step: 'allocate' }) },
                target: 'allocating',
                actions: { type: 'setCurrent', params: ({ event }) => event.id },
              },
              {
                guard: { type: 'stepIs', params: ({ event }) => ({ id: event.id, step: 'resend' }) },
                target: 'resending',
                actions: { type: 'setCurrent', params: ({ event }) => event.id },
              },
            ],
          },
        },
        buying: {
          invoke: {
            id: 'licenceBuy',
            src: 'licenceBuy',
            input: ({ context }) => ({ ...dialogInput(context), upsell: context.current?.upsell ?? false }),
            onDone: [
              {
                guard: { type: 'changedAny', params: ({ event }) => event.output.bought },
                ...done(LICENCE_TEXTS.bought),
              },
              back,
            ],
          },
        },
        allocating: {
          invoke: {
            id: 'licenceAllocate',
            src: 'licenceAllocate',
            input: ({ context }) => dialogInput(context),
            onDone: [
              {
                guard: { type: 'changedAny', params: ({ event }) => event.output.allocated },
                ...done(LICENCE_TEXTS.allocated),
              },
              back,
            ],
          },
        },
        resending: {
          tags: ['rowBusy'],
          invoke: {
            id: 'resendInvite',
            src: 'resendInvite',
            input: ({ context }) => ({ opportunity: context.current! }),
            onDone: done(INVITE_TEXTS.sent),
            onError: {
              target: 'idle',
              actions: [
                {
                  type: 'notify',
                  params: ({ event }) => ({ type: 'error' as const, title: messageOf(event.error) }),
                },
                { type: 'setCurrent', params: null },
              ],
            },
          },
        },
      },
    },
  },
})
