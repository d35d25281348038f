import { and, assign, fromPromise, setup } from 'xstate'
import { Temporal } from 'temporal-polyfill'
import {
  emptyTournamentForm,
  TOURNAMENT,
  TOURNAMENT_TEXTS,
  tournamentFieldProblems,
  tournamentPayload,
  type TournamentForm,
  type TournamentOptions,
  type TournamentPayload,
  type TournamentSetupLoad,
} from '../../src/domain/tournament'
import { failureMessage, messageOf } from '../event-params'

// The developer tournament's setup dialog (002 §2.1, §2.11; 000 §3 "Scheduling form", §5 "Scheduling"):
// ?modal=secureCodeTournament opens it after 1.5 s and the parameter is then removed; the zones, departments
// and groups load first; the spec's scheduling messages show once Schedule was tried; a refusal keeps the form.

export interface TournamentSetupInput {
  /** The admin's zone, the form's default when the list has it. */
  zone: string
}

export interface TournamentSetupContext {
  zone: string
  /** The scheduled tournament being changed; null while scheduling a new one. */
  tournamentId: string | null
  form: TournamentForm
  options: TournamentOptions | null
  attempted: boolean
  error: string | null
}

export type TournamentSetupEvent =
  /** The address asked for the dialog: it opens after the spec's delay. */
  | { type: 'setup.request' }
  | { type: 'setup.open' }
  /** Change a scheduled tournament. */
  | { type: 'setup.edit'; tournamentId: string }
  | { type: 'setup.close' }
  | { type: 'retry' }
  | { type: 'form.change'; patch: Partial<TournamentForm> }
  | { type: 'form.submit' }

/** The gateway's 'precondition failed': the tournament started meanwhile. */
export const changeFailureOf = (error: unknown) => {
  const message = messageOf(error)
  return /precondition failed/i.test(message) ? TOURNAMENT_TEXTS.changeStarted : message
}

export const tournamentSetupMachine = setup({
  types: {
    context: {} as TournamentSetupContext,
    events: {} as TournamentSetupEvent,
    input: {} as TournamentSetupInput,
  },
  actors: {
    /** The zones and directory, and the tournament's own values when one is being changed. */
    loadOptions: fromPromise<TournamentSetupLoad, { tournamentId: string | null }>(async () => {
      throw new Error('loadOptions not provided')
    }),
    createTournament: fromPromise<void, TournamentPayload>(async () => undefined),
    updateTournament: fromPromise<void, { tournamentId: string; payload: TournamentPayload }>(
      async () => undefined,
    ),
  },
  delays: { modal: TOURNAMENT.modalDelayMs },
  guards: {
    valid: ({ context }) =>
      Object.keys(tournamentFieldProblems(context.form, Temporal.Now.instant())).length === 0,
    changing: ({ context }) => context.tournamentId !== null,
  },
  actions: {
    reset: assign(({ context }) => ({
      form: emptyTournamentForm(context.zone),
      tournamentId: null,
      attempted: false,
      error: null,
    })),
    setTournament: assign({ tournamentId: (_, id: string) => id }),
    setOptions: assign(({ context }, load: TournamentSetupLoad) => {
      const form = load.form ?? context.form
      const options: TournamentOptions = {
        timezones: load.timezones,
        departments: load.departments,
        groups: load.groups,
      }
      return {
        options,
        form: options.timezones.includes(form.timezone) ? form : { ...form, timezone: '' },
        error: null,
      }
    }),
    change: assign({
      form: ({ context }, patch: Partial<TournamentForm>) => ({ ...context.form, ...patch }),
    }),
    attempt: assign({ attempted: true }),
    setError: assign({ error: (_, message: string) => message }),
    clearError: assign({ error: null }),
    /** Provided by the app: a toast. */
    notify: (_, _title: string) => {},
    /** Provided by the page that opened the setup: a tournament was scheduled or changed. */
    reportScheduled: () => {},
    /** Provided by the app: drop ?modal from the address once the dialog is up. */
    clearModalParam: () => {},
  },
}).createMachine({
  id: 'tournamentSetup',
  context: ({ input }) => ({
    zone: input.zone,
    tournamentId: null,
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
        'setup.edit': {
          target: 'loading',
          actions: ['reset', { type: 'setTournament', params: ({ event }) => event.tournamentId }],
        },
      },
    },
    waiting: { after: { modal: { target: 'loading', actions: 'clearModalParam' } } },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadOptions',
        src: 'loadOptions',
        input: ({ context }) => ({ tournamentId: context.tournamentId }),
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
        'form.submit': [
          { guard: and(['valid', 'changing']), target: 'updating', actions: 'clearError' },
          { guard: 'valid', target: 'saving', actions: 'clearError' },
          { actions: 'attempt' },
        ],
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
          actions: [{ type: 'notify', params: TOURNAMENT_TEXTS.scheduled }, 'reportScheduled', 'reset'],
        },
        onError: { target: 'editing', actions: { type: 'setError', params: failureMessage } },
      },
    },
    updating: {
      tags: ['busy'],
      invoke: {
        id: 'updateTournament',
        src: 'updateTournament',
        input: ({ context }) => ({
          tournamentId: context.tournamentId ?? '',
          payload: tournamentPayload(context.form),
        }),
        onDone: {
          target: 'closed',
          actions: [{ type: 'notify', params: TOURNAMENT_TEXTS.updated }, 'reportScheduled', 'reset'],
        },
        onError: {
          target: 'editing',
          actions: { type: 'setError', params: ({ event }) => changeFailureOf(event.error) },
        },
      },
    },
  },
})
