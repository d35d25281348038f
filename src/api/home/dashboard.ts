import type { $Fetch } from 'ofetch'
import { boolean, create, nullable, number, object, type as shape, type Struct } from 'superstruct'
import { PATHS } from '../../domain/api-paths'
import { takeEarlyAnswer } from '../session/early-answers'
import type { DashboardFigures, Periods } from '../../domain/dashboard'
import type { GetStartedFlags } from '../../domain/get-started'

// The get-started page's calls (002 §7): the flags, and one call per card, checked before use; on a page load
// that lands on /home, index.html's first script has asked them already (src/early-session.ts).

export async function getStartedStatus(api: $Fetch, companyId: string): Promise<GetStartedFlags> {
  const path = PATHS.getStartedStatus(companyId)
  return create(
    (await takeEarlyAnswer(path)) ?? (await api(path)),
    shape({
      hasActiveTraining: boolean(),
      hasUsers: boolean(),
      hasEndedTraining: boolean(),
      trialExpired: boolean(),
      hasActiveCampaign: boolean(),
    }),
  )
}

const TrainingPeriod = shape({
  assignedUsers: number(),
  completed: number(),
  inProgress: number(),
  overdue: number(),
  yourScore: number(),
  industryScore: number(),
})
const ExercisePeriod = shape({
  campaigns: number(),
  assignedUsers: number(),
  completed: number(),
  yourScore: number(),
  industryScore: number(),
})
const SimulationPeriod = shape({
  recipients: number(),
  recipientsSent: number(),
  recipientsIgnored: number(),
  reported: object({ percent: number(), count: number() }),
})
const TournamentPeriod = shape({ averageScore: number(), totalTournaments: number(), participants: number() })

/** Validated by `create`; the generic struct's inferred type is too deep for TypeScript to name. */
async function periods<T>(api: $Fetch, path: string, period: Struct<T>): Promise<Periods<T>> {
  const body: unknown = create(
    (await takeEarlyAnswer(path)) ?? (await api(path)),
    shape({ currentPeriod: nullable(period), previousPeriod: nullable(period) }),
  )
  return body as Periods<T>
}

export async function dashboardFigures(api: $Fetch, companyId: string): Promise<DashboardFigures> {
  const [training, gaming, phishingExercise, phishingSimulation, tournament] = await Promise.all([
    periods(api, PATHS.trainingDashboard(companyId), TrainingPeriod),
    periods(api, PATHS.gamingDashboard(companyId), TrainingPeriod),
    periods(api, PATHS.exerciseDashboard(companyId), ExercisePeriod),
    periods(api, PATHS.simulationDashboard(companyId), SimulationPeriod),
    periods(api, PATHS.tournamentDashboard(companyId), TournamentPeriod),
  ])
  return { training, gaming, phishingExercise, phishingSimulation, tournament }
}
