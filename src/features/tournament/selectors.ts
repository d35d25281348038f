import type { SnapshotFrom } from 'xstate'
import { Temporal } from 'temporal-polyfill'
import type { tournamentSetupMachine } from '../../../machines/tournament/tournament-setup.machine'
import { tournamentFieldProblems, type TournamentErrors } from '../../domain/tournament'

type Setup = SnapshotFrom<typeof tournamentSetupMachine>

const NONE: TournamentErrors = {}

export const selectOpen = (s: Setup) =>
  s.matches('loading') ||
  s.matches('loadFailed') ||
  s.matches('editing') ||
  s.matches('saving') ||
  s.matches('updating')
export const selectLoading = (s: Setup) => s.matches('loading')
export const selectLoadFailed = (s: Setup) => s.matches('loadFailed')
export const selectSaving = (s: Setup) => s.matches('saving') || s.matches('updating')
/** A scheduled tournament being changed, not a new one. */
export const selectChanging = (s: Setup) => s.context.tournamentId !== null
export const selectForm = (s: Setup) => s.context.form
export const selectOptions = (s: Setup) => s.context.options
export const selectError = (s: Setup) => s.context.error
/** The spec's messages show once Schedule was tried. */
export const selectErrors = (s: Setup): TournamentErrors =>
  s.context.attempted ? tournamentFieldProblems(s.context.form, Temporal.Now.instant()) : NONE
