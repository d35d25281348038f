// The get-started dashboard (002 §2.1, §3 "Calendar, tournament and dashboard", §9): four statistic cards
// comparing the current period with the previous one, and the company culture score.

/** 002 §9: training 60%, gaming 20%, phishing 20%. */
export const CULTURE_WEIGHTS = { training: 0.6, gaming: 0.2, phishing: 0.2 } as const
/** 002 §9: chart levels 0–4, five bands of 20%. */
export const CULTURE_LEVELS = ['Vulnerable', 'Basic', 'Improved', 'Advanced', 'Excellent'] as const

/** The culture score explained to an admin (its weights are CULTURE_WEIGHTS). */
export const CULTURE_TEXTS = {
  explanation: `Combines this period's training completion (${CULTURE_WEIGHTS.training * 100}%), games played (${CULTURE_WEIGHTS.gaming * 100}%) and phishing exercise scores (${CULTURE_WEIGHTS.phishing * 100}%).`,
  scale: 'From 0 to 100, in five levels:',
  empty: 'Your score appears once learners complete training, play a game or answer a phishing exercise.',
  /** The band the score is in: a band, not a trend ("Improved" is a level's name, whichever way the score went). */
  level: (level: CultureLevel) => `Level: ${level}`,
} as const
export type CultureLevel = (typeof CULTURE_LEVELS)[number]

/** Periods are the last 90 days and the 90 before them (the spec leaves the length open). */
export const DASHBOARD_PERIOD_DAYS = 90

export const NO_DATA = 'No data yet...'

export interface TrainingPeriod {
  assignedUsers: number
  completed: number
  inProgress: number
  overdue: number
  /** Completion, 0–100. */
  yourScore: number
  /** The same figure over every company on the platform. */
  industryScore: number
}
export interface ExercisePeriod {
  campaigns: number
  assignedUsers: number
  completed: number
  /** Average campaign score on a 0–10 scale (×10 in the culture score). */
  yourScore: number
  industryScore: number
}
export interface SimulationPeriod {
  recipients: number
  recipientsSent: number
  recipientsIgnored: number
  reported: { percent: number; count: number }
}
export interface TournamentPeriod {
  averageScore: number
  totalTournaments: number
  participants: number
}
export interface Periods<T> {
  currentPeriod: T | null
  previousPeriod: T | null
}
export interface DashboardFigures {
  training: Periods<TrainingPeriod>
  gaming: Periods<TrainingPeriod>
  phishingExercise: Periods<ExercisePeriod>
  phishingSimulation: Periods<SimulationPeriod>
  tournament: Periods<TournamentPeriod>
}

export interface CultureScore {
  score: number
  level: CultureLevel
  levelIndex: number
}

/**
 * The culture score of the current period: training and gaming completion (0–100) and the phishing
 * exercise score (0–10, ×10), weighted, rounded. A part without data counts as 0: no training is not a
 * strength. Null when there is no data at all.
 */
export function cultureScore(figures: {
  training: number | null
  gaming: number | null
  exercise: number | null
}): CultureScore | null {
  if (figures.training === null && figures.gaming === null && figures.exercise === null) return null
  const clamp = (value: number, max: number) => Math.min(max, Math.max(0, Number.isFinite(value) ? value : 0))
  const raw =
    CULTURE_WEIGHTS.training * clamp(figures.training ?? 0, 100) +
    CULTURE_WEIGHTS.gaming * clamp(figures.gaming ?? 0, 100) +
    CULTURE_WEIGHTS.phishing * clamp(figures.exercise ?? 0, 10) * 10
  const score = Math.round(raw)
  const levelIndex = Math.min(CULTURE_LEVELS.length - 1, Math.floor(score / 20))
  return { score, level: CULTURE_LEVELS[levelIndex]!, levelIndex }
}

export function cultureScoreOf(figures: DashboardFigures): CultureScore | null {
  return cultureScore({
    training: figures.training.currentPeriod?.yourScore ?? null,
    gaming: figures.gaming.currentPeriod?.yourScore ?? null,
    exercise: figures.phishingExercise.currentPeriod?.yourScore ?? null,
  })
}

/** The same score over the previous period's figures: the trend's starting point. */
export function previousCultureScoreOf(figures: DashboardFigures): CultureScore | null {
  return cultureScore({
    training: figures.training.previousPeriod?.yourScore ?? null,
    gaming: figures.gaming.previousPeriod?.yourScore ?? null,
    exercise: figures.phishingExercise.previousPeriod?.yourScore ?? null,
  })
}

/** Which way the score went since the previous period, in words; null when that period has no data. */
export function cultureTrend(current: CultureScore, previous: CultureScore | null): string | null {
  if (!previous) return null
  const delta = current.score - previous.score
  const since = `the previous ${DASHBOARD_PERIOD_DAYS} days`
  if (delta === 0) return `Unchanged from ${since}`
  return `${delta > 0 ? 'Up' : 'Down'} ${Math.abs(delta)} from ${previous.score} in ${since}`
}

/** "+12 pts" / "−3 pts" / "no change" against the previous period; null when either side has no data. */
export function changeOf(current: number | undefined, previous: number | undefined): string | null {
  if (current === undefined || previous === undefined) return null
  const delta = Math.round(current - previous)
  if (delta === 0) return 'no change'
  return `${delta > 0 ? '+' : '−'}${Math.abs(delta)} pts vs previous period`
}

export interface StatCard {
  id: 'training' | 'phishingExercise' | 'phishingSimulation' | 'tournament'
  title: string
  /** The headline figure of the current period, or null: "No data yet...". */
  value: string | null
  caption: string
  details: { label: string; value: string }[]
  change: string | null
}

const pct = (n: number) => `${Math.round(n)}%`

/** What an empty card offers instead of a figure (issue 24: every empty card has its next step). The training
 * card's step is the page's own "Start training" while it may start; otherwise its library. */
export const EMPTY_CARD_NEXT: Record<StatCard['id'], { hint: string; label: string; href: string }> = {
  training: {
    hint: 'Completion shows here once your learners have training assigned.',
    label: 'Browse the training library',
    href: '/learning/courses',
  },
  phishingExercise: {
    hint: 'Scores show here after your first phishing exercise.',
    label: 'Create a phishing exercise',
    href: '/phishing-exercise/create',
  },
  phishingSimulation: {
    hint: 'Report rates show here after your first simulated attack.',
    label: 'Set up a phishing simulation',
    href: '/phishing-simulation-create',
  },
  tournament: {
    hint: 'Scores show here after your developers play a tournament.',
    label: 'Schedule a tournament',
    href: '/home?modal=secureCodeTournament',
  },
}

/** The four statistic cards (002 §2.1), current period against the previous one. */
export function statCards(figures: DashboardFigures): StatCard[] {
  const training = figures.training.currentPeriod
  const exercise = figures.phishingExercise.currentPeriod
  const simulation = figures.phishingSimulation.currentPeriod
  const tournament = figures.tournament.currentPeriod
  return [
    {
      id: 'training',
      title: 'Awareness training',
      value: training ? pct(training.yourScore) : null,
      caption: 'completed',
      details: training
        ? [
            { label: 'Assigned users', value: String(training.assignedUsers) },
            { label: 'In progress', value: pct(training.inProgress) },
            { label: 'Overdue', value: pct(training.overdue) },
            { label: 'All companies', value: pct(training.industryScore) },
          ]
        : [],
      change: changeOf(training?.yourScore, figures.training.previousPeriod?.yourScore),
    },
    {
      id: 'phishingExercise',
      title: 'Phishing exercise',
      // Shown as a percentage, like the exercise's own card and report (the figure comes out of 10).
      value: exercise ? pct(exercise.yourScore * 10) : null,
      caption: 'average score',
      details: exercise
        ? [
            { label: 'Campaigns', value: String(exercise.campaigns) },
            { label: 'Assigned users', value: String(exercise.assignedUsers) },
            { label: 'Completed', value: pct(exercise.completed) },
            { label: 'All companies', value: pct(exercise.industryScore * 10) },
          ]
        : [],
      change: changeOf(
        exercise ? exercise.yourScore * 10 : undefined,
        figures.phishingExercise.previousPeriod
          ? figures.phishingExercise.previousPeriod.yourScore * 10
          : undefined,
      ),
    },
    {
      id: 'phishingSimulation',
      title: 'Phishing simulation',
      value: simulation ? pct(simulation.reported.percent) : null,
      caption: 'reported',
      details: simulation
        ? [
            { label: 'Recipients', value: String(simulation.recipients) },
            { label: 'Sent', value: String(simulation.recipientsSent) },
            { label: 'Ignored', value: String(simulation.recipientsIgnored) },
          ]
        : [],
      change: changeOf(
        simulation?.reported.percent,
        figures.phishingSimulation.previousPeriod?.reported.percent,
      ),
    },
    {
      id: 'tournament',
      title: 'Secure code tournament',
      value: tournament ? `${tournament.averageScore.toFixed(1)} / 6` : null,
      caption: 'average score',
      details: tournament
        ? [
            { label: 'Tournaments', value: String(tournament.totalTournaments) },
            { label: 'Participants', value: String(tournament.participants) },
          ]
        : [],
      change: null,
    },
  ]
}
