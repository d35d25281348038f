import type { TournamentRow, TournamentStatistics, TournamentUsersPage } from '../../src/domain/tournament'

// A company's tournaments, one of each status, and a report of the ended one.

export const endedTournament: TournamentRow = {
  id: 'tnm_ended',
  status: 'ENDED',
  startAt: '2026-10-01T09:00:00.000Z',
  endAt: '2026-10-04T09:00:00.000Z',
  assignedUsers: 30,
  challengesCount: 6,
  statistic: { averageScore: 3.4, maxScore: 6 },
}
export const runningTournament: TournamentRow = {
  ...endedTournament,
  id: 'tnm_running',
  status: 'IN_PROGRESS',
  startAt: '2026-11-24T09:00:00.000Z',
  endAt: '2026-11-27T09:00:00.000Z',
}
export const scheduledTournament: TournamentRow = {
  ...endedTournament,
  id: 'tnm_scheduled',
  status: 'SCHEDULED',
  startAt: '2026-12-10T09:00:00.000Z',
  endAt: '2026-12-13T09:00:00.000Z',
  statistic: { averageScore: 0, maxScore: 0 },
}

export const tournamentStatistics: TournamentStatistics = {
  solved: [2, 3, 4, 6, 7, 5, 3],
  totalUsers: 30,
  assignedUsers: 30,
}

export const tournamentPlayers: TournamentUsersPage = {
  items: [{ userId: 'usr_dana', fullName: 'Dana Levi', email: 'dana.levi@globex.example', solved: 6 }],
  pageInfo: { totalCount: 30, pageNumber: 0, pageSize: 25 },
}
