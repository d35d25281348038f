import { defineFlow } from '../flow'
import { Temporal } from 'temporal-polyfill'
import { tournamentFieldProblems, type TournamentSetupLoad } from '../../src/domain/tournament'
import { offline, failure } from '../samples/failures'
import { tournamentSetupMachine } from './tournament-setup.machine'
import type { Scenarios } from '../scenarios'

const OPTIONS: TournamentSetupLoad = {
  form: null,
  timezones: ['Europe/Kyiv', 'Europe/London', 'UTC'],
  departments: [
    { id: 'dep_eng', name: 'Engineering' },
    { id: 'dep_ops', name: 'Operations' },
  ],
  groups: [{ id: 'grp_backend', name: 'Backend guild' }],
}

/** A scheduled tournament's own values, loaded to change it. */
const SCHEDULED: TournamentSetupLoad = {
  ...OPTIONS,
  form: {
    duration: 5,
    challengesCount: 4,
    startDate: '2099-05-04T09:30',
    timezone: 'Europe/London',
    assignmentType: 'DEPARTMENTS',
    departments: ['dep_ops'],
    groups: [],
  },
}

export const tournamentSetupScenarios: Scenarios<typeof tournamentSetupMachine> = {
  events: {
    'setup.request': [{ type: 'setup.request' }],
    'setup.open': [{ type: 'setup.open' }],
    'setup.edit': [{ type: 'setup.edit', tournamentId: 'trn_scheduled' }],
    'setup.close': [{ type: 'setup.close' }],
    retry: [{ type: 'retry' }],
    'form.change': [
      { type: 'form.change', patch: { startDate: '2099-03-01T10:00' } },
      { type: 'form.change', patch: { startDate: '2001-03-01T10:00' } },
      { type: 'form.change', patch: { timezone: '' } },
      { type: 'form.change', patch: { assignmentType: 'DEPARTMENTS' } },
      { type: 'form.change', patch: { departments: ['dep_eng'] } },
    ],
    'form.submit': [{ type: 'form.submit' }],
  },
  inputs: [{ zone: 'Europe/Kiev' }],
  outcomes: {
    loadOptions: { done: [OPTIONS, SCHEDULED], error: [offline] },
    createTournament: {
      done: [undefined],
      error: [failure(422, 'no_learners', 'No users match this selection.')],
    },
    updateTournament: {
      done: [undefined],
      error: [failure(412, 'precondition_failed', 'precondition failed')],
    },
  },
  // What the dialog shows: which messages stand (not the values behind them), whether they show yet, and
  // whether a failure is on screen.
  abstractContext: (context) => ({
    errors: Object.entries(tournamentFieldProblems(context.form, Temporal.Now.instant())).sort(),
    assignment: context.form.assignmentType,
    changing: context.tournamentId !== null,
    attempted: context.attempted,
    options: context.options !== null,
    error: context.error !== null,
  }),
  maxStates: 20000,
}

export const tournamentSetupFlow = defineFlow({
  id: 'tournamentSetup',
  file: 'tournament/tournament-setup',
  title: 'Secure code tournament setup',
  description:
    "?modal=secureCodeTournament on Get started opens it after 1.5 s and the parameter is removed; zones, departments and groups load; duration, challenges (up to 6), start date and time in a zone, all users or departments or groups; the spec's scheduling messages once Schedule was tried; a refusal keeps the form. A scheduled tournament is changed in the same form, loaded with its values; once started, the change is refused.",
  routes: ['/home', '/for-developers/settings', '/for-developers/statistics'],
  machine: tournamentSetupMachine,
  scenarios: tournamentSetupScenarios,
})
