import { assign, fromPromise, setup } from 'xstate'
import { Temporal } from 'temporal-polyfill'
import {
  emptyTournamentForm,
  TOURNAMENT,
  TOURNAMENT_TEXTS,
  tournamentFormErrors,
  tournamentPayload,
  type TournamentForm,
  type TournamentOptions,
  type TournamentPayload,
} from '../src/domain/tournament'
import { failureMessage } from './event-params'

// The developer tournament's setup dialog (002 §2.1, §2.11; 000 §3 "Scheduling form", §5 "Scheduling"):
// ?modal=secureCodeTournament opens it after 1.5 s and the parameter is then removed; the zones, departments
// and groups load first; the spec's scheduling messages show once Schedule was tried; a refusal keeps the form.

export interface TournamentSetupInput {
  /** The admin's zone, the form's default when the list has it. */
  zone: string
}

export interface TournamentSetupContext {
  zone: string
  form: TournamentForm
  options: TournamentOptions | null
  attempted: boolean
  error: string | null
}

export type TournamentSetupEvent =
  /** The address asked for the dialog: it opens after the spec's delay. */
  | { type: 'setup.request' }
  | { type: 'setup.open' }
  | { type: 'setup.close' }
  | { type: 'retry' }
  | { type: 'form.change'; patch: Partial<TournamentForm> }
  | { type: 'form.submit' }

export const tournamentSetupMachine = setup({
  types: {
    context: {} as TournamentSetupContext,
    events: {} as TournamentSetupEvent,
    input: {} as TournamentSetupInput,
  },
  actors: {
    loadOptions: fromPromise<TournamentOptions>(async () => {
      throw new Error('loadOptions not provided')
    }),
    createTournament: fromPromise<void, TournamentPayload>(async () => undefined),
  },
  delays: { modal: TOURNAMENT.modalDelayMs },
  guards: {
    valid: ({ context }) =>
      Object.keys(tournamentFormErrors(context.form, Temporal.Now.instant())).length === 0,
  },
  actions: {
    reset: assign(({ context }) => ({
      form: emptyTournamentForm(context.zone),
      attempted: false,
      error: null,
    })),
    setOptions: assign(({ context }, options: TournamentOptions) => ({
      options,
      form: options.timezones.includes(context.form.timezone)
        ? context.form
        : { ...context.form, timezone: '' },
      error: null,
    })),
    change: assign({
      form: ({ context }, patch: Partial<TournamentForm>) => ({ ...context.form, ...patch }),
    }),
    attempt: assign({ attempted: true }),
    setError: assign({ error: (_, message: string) => message }),
    clearError: assign({ error: null }),
    /** Provided by the app: a toast. */
    notify: (_, _title: string) => {},
    /** Provided by the app: drop ?modal from the address once the dialog is up. */
    clearModalParam: () => {},
  },
}).createMachine({
  id: 'tournamentSetup',
  context: ({ input }) => ({
    zone: input.zone,
    form: emptyTournamentForm(input.zone),
    options: null,
    attempted: false,
    error: null,
  }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'setup.request': { target: 'waiting', actions: 'reset' },
        'setup.open': { target: 'loading', actions: 'reset' },
      },
    },
    waiting: { after: { modal: { target: 'loading', actions: 'clearModalParam' } } },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadOptions',
        src: 'loadOptions',
        onDone: { target: 'editing', actions: { type: 'setOptions', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'setError', params: failureMessage } },
      },
      on: { 'setup.close': 'closed' },
    },
    loadFailed: {
      on: {
        retry: { target: 'loading', actions: 'clearError' },
        'setup.close': { target: 'closed', actions: 'reset' },
      },
    },
    editing: {
      on: {
        'setup.close': { target: 'closed', actions: 'reset' },
        'form.change': { actions: { type: 'change', params: ({ event }) => event.patch } },
        'form.submit': [{ guard: 'valid', target: 'saving', actions: 'clearError' }, { actions: 'attempt' }],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'createTournament',
        src: 'createTournament',
        input: ({ context }) => tournamentPayload(context.form),
        onDone: {
          target: 'closed',
          actions: [{ type: 'notify', params: TOURNAMENT_TEXTS.scheduled }, 'reset'],
        },
        onError: { target: 'editing', actions: { type: 'setError', params: failureMessage } },
      },
    },
  },
})
