import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { developerAreaMachine } from '../../../machines/developers/developer-area.machine'
import type { tournamentReportMachine } from '../../../machines/tournament/tournament-report.machine'

type Area = SnapshotFrom<typeof developerAreaMachine>
type Report = SnapshotFrom<typeof tournamentReportMachine>
export type DeveloperAreaActor = ActorRefFrom<typeof developerAreaMachine>
export type TournamentReportActor = ActorRefFrom<typeof tournamentReportMachine>

export const selectAreaData = (s: Area) => s.context.data
export const selectAreaLoading = (s: Area) => s.matches('loading')
export const selectAreaFailure = (s: Area) => (s.matches('failed') ? s.context.failure : null)
export const selectAreaCanAct = (s: Area) => s.matches({ ready: 'idle' })
export const selectReport = (s: Area) => s.children.tournamentReport as TournamentReportActor | undefined
export const selectCancelConfirm = (s: Area) =>
  s.matches({ ready: 'confirmingCancel' }) || s.matches({ ready: 'cancelling' })
    ? { busy: s.hasTag('busy'), failure: s.context.confirmFailure }
    : null

export const selectReportStatistics = (s: Report) => s.context.statistics
export const selectReportPlayers = (s: Report) => s.context.players
export const selectReportTotal = (s: Report) => s.context.total
export const selectReportBusy = (s: Report) => s.hasTag('busy')
export const selectReportLoadFailure = (s: Report) => (s.matches('failed') ? s.context.failure : null)
export const selectReportMoreFailure = (s: Report) => (s.matches('ready') ? s.context.failure : null)
