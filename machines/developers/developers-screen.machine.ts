import { sendParent, sendTo, setup } from 'xstate'
import { tournamentSetupMachine } from '../tournament/tournament-setup.machine'
import { developerAreaMachine } from './developer-area.machine'

// The page /for-developers as one machine: it starts the developer area (the tournaments, their statistics and
// settings) and the tournament setup dialog, and joins them: a tournament scheduled or changed in the setup makes
// the area read again.

export interface DevelopersScreenInput {
  /** The company's zone, which the setup schedules in. */
  zone: string
}

export type DevelopersScreenEvent = { type: 'tournament.scheduled' }

/** The setup as a child of this page: each schedule is reported here. */
export const reportingSchedules = (setupLogic: typeof tournamentSetupMachine) =>
  setupLogic.provide({ actions: { reportScheduled: sendParent({ type: 'tournament.scheduled' as const }) } })

export const developersScreenMachine = setup({
  types: {
    context: {} as DevelopersScreenInput,
    events: {} as DevelopersScreenEvent,
    input: {} as DevelopersScreenInput,
  },
  actors: {
    area: developerAreaMachine,
    setup: reportingSchedules(tournamentSetupMachine),
  },
  actions: {
    reloadArea: sendTo('area', { type: 'developer.reload' as const }),
  },
}).createMachine({
  id: 'developersScreen',
  context: ({ input }) => input,
  invoke: [
    { id: 'area', src: 'area' },
    { id: 'setup', src: 'setup', input: ({ context }) => ({ zone: context.zone }) },
  ],
  initial: 'open',
  states: {
    open: { on: { 'tournament.scheduled': { actions: 'reloadArea' } } },
  },
})
