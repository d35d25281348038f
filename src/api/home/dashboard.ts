import type { $Fetch } from 'ofetch'
import { boolean, create, nullable, number, object, type as shape, type Struct } from 'superstruct'
import { PATHS } from '../../domain/api-paths'
import { takeEarlyAnswer } from '../session/early-answers'
import type { DashboardFigures, Periods } from '../../domain/dashboard'
import type { GetStartedFlags } from '../../domain/get-started'

// The get-started page's calls (002 §7): the flags, and one call per card, checked before use; on a page load
// that lands on /home, index.html's first script has asked them already (src/early-session.ts).

const Flags = shape({
  hasActiveTraining: boolean(),
  hasUsers: boolean(),
  hasEndedTraining: boolean(),
  trialExpired: boolean(),
  hasActiveCampaign: boolean(),
})

export async function getStartedStatus(api: $Fetch, companyId: string): Promise<GetStartedFlags> {
  const path = PATHS.getStartedStatus(companyId)
  return create((await takeEarlyAnswer(path)) ?? (await api(path)), Flags)
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
function periodsOf<T>(body: unknown, period: Struct<T>): Periods<T> {
  const checked: unknown = create(
    body,
    shape({ currentPeriod: nullable(period), previousPeriod: nullable(period) }),
  )
  return checked as Periods<T>
}

/** Each card's call, with the shape of its periods. */
const CARDS = (companyId: string) =>
  ({
    training: [PATHS.trainingDashboard(companyId), TrainingPeriod],
    gaming: [PATHS.gamingDashboard(companyId), TrainingPeriod],
    phishingExercise: [PATHS.exerciseDashboard(companyId), ExercisePeriod],
    phishingSimulation: [PATHS.simulationDashboard(companyId), SimulationPeriod],
    tournament: [PATHS.tournamentDashboard(companyId), TournamentPeriod],
  }) as const

export async function dashboardFigures(api: $Fetch, companyId: string): Promise<DashboardFigures> {
  const cards = Object.entries(CARDS(companyId))
  const bodies = await Promise.all(
    cards.map(async ([, [path]]) => (await takeEarlyAnswer(path)) ?? api(path)),
  )
  return Object.fromEntries(
    cards.map(([name, [, period]], i) => [name, periodsOf(bodies[i], period as Struct<unknown>)]),
  ) as unknown as DashboardFigures
}

/**
 * The flags and figures held in answers already in hand (a page the gateway drew from them), checked as the
 * calls' answers are; null when one is missing or malformed: then the page asks.
 */
export function figuresIn(
  answers: Record<string, unknown>,
  companyId: string,
): { flags: GetStartedFlags; figures: DashboardFigures } | null {
  try {
    const flags = create(answers[PATHS.getStartedStatus(companyId)], Flags)
    const cards = Object.entries(CARDS(companyId))
    if (cards.some(([, [path]]) => !(path in answers))) return null
    const figures = Object.fromEntries(
      cards.map(([name, [path, period]]) => [name, periodsOf(answers[path], period as Struct<unknown>)]),
    ) as unknown as DashboardFigures
    return { flags, figures }
  } catch {
    return null
  }
}
