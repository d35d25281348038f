import { array, nullable, number, object, string, type Infer } from 'superstruct'
import type { ListQueryOptions } from './list-query'
import { cultureScore, DASHBOARD_PERIOD_DAYS, type DashboardFigures, type Periods } from './dashboard'

// The /dashboard tabs (000 §2: users, company — the empty path's — and departments; 002 §3 "Report user
// categories" and "Progress bands"). Users: every active learner sorted into the five categories, one category's
// people at a time. Departments: each department's training completion, in three bands. Company: the current
// period against the previous one, figure by figure. Phishing counts read the last DASHBOARD_PERIOD_DAYS.

export const DASHBOARD_TABS = ['company', 'users', 'departments'] as const
export type DashboardTab = (typeof DASHBOARD_TABS)[number]
export const DASHBOARD_TAB_LABELS: Record<DashboardTab, string> = {
  company: 'Company',
  users: 'Users',
  departments: 'Departments',
}

export const USER_CATEGORIES = [
  'inProgress',
  'completed',
  'notRegistered',
  'mostPhished',
  'mostVulnerable',
] as const
export type UserCategory = (typeof USER_CATEGORIES)[number]

export const USER_CATEGORY_LABELS: Record<UserCategory, string> = {
  inProgress: 'In progress',
  completed: 'Completed',
  notRegistered: 'Not registered',
  mostPhished: 'Most phished',
  mostVulnerable: 'Most vulnerable',
}

/** What puts a learner in each category, said on the page. */
export const USER_CATEGORY_HINTS: Record<UserCategory, string> = {
  inProgress: 'Started their training and not finished it.',
  completed: 'Finished every training assigned to them.',
  notRegistered: 'Never signed in.',
  mostPhished: `Phished by a simulation in the last ${DASHBOARD_PERIOD_DAYS} days, most often first.`,
  mostVulnerable: `Riskiest first: each time phished counts 3, each click 1, each overdue training 1 (last ${DASHBOARD_PERIOD_DAYS} days).`,
}

export const PROGRESS_BANDS = ['lowProgress', 'mediumProgress', 'completed'] as const
export type ProgressBand = (typeof PROGRESS_BANDS)[number]
export const PROGRESS_BAND_LABELS: Record<ProgressBand, string> = {
  lowProgress: 'Low progress',
  mediumProgress: 'Medium progress',
  completed: 'Completed',
}

/** Under half of the department's training done is low; all of it is completed; between, medium. */
export function progressBand(completion: number | null): ProgressBand | null {
  if (completion === null) return null
  if (completion >= 100) return 'completed'
  return completion >= 50 ? 'mediumProgress' : 'lowProgress'
}

/** The risk a learner's last period shows (mostVulnerable's order). */
export const riskOf = (learner: { phished: number; clicked: number; overdue: number }) =>
  learner.phished * 3 + learner.clicked + learner.overdue

export const DASHBOARD_USERS_QUERY: ListQueryOptions = {
  orderBy: ['rank', 'name', 'email', 'completion', 'phished', 'risk'],
  defaultOrderBy: 'rank',
  defaultOrder: 'ASC',
  pageSizes: [10, 25, 50, 100],
  defaultPageSize: 25,
}

export const DASHBOARD_DEPARTMENTS_QUERY: ListQueryOptions = {
  orderBy: ['name', 'learners', 'completion', 'phishProne'],
  defaultOrderBy: 'completion',
  defaultOrder: 'ASC',
  pageSizes: [10, 25, 50, 100],
  defaultPageSize: 25,
}

export const DASHBOARD_TEXTS = {
  title: 'Dashboard',
  unknownCategory: 'Unknown user category.',
  empty: 'No data',
  emptySearch: 'No data was found, try another search',
} as const

export const DashboardUserRow = object({
  id: string(),
  name: string(),
  email: string(),
  departments: string(),
  /** Training and gaming tasks: how many, how many done, 0–100 (null: none assigned). */
  tasks: number(),
  completed: number(),
  completion: nullable(number()),
  overdue: number(),
  sent: number(),
  clicked: number(),
  phished: number(),
  risk: number(),
  lastLoginAt: nullable(string()),
})
export type DashboardUserRow = Infer<typeof DashboardUserRow>

export const DashboardUsersPage = object({
  items: array(DashboardUserRow),
  pageInfo: object({ totalCount: number(), pageNumber: number(), pageSize: number() }),
})

export const DashboardUserCounts = object({
  learners: number(),
  inProgress: number(),
  completed: number(),
  notRegistered: number(),
  mostPhished: number(),
  mostVulnerable: number(),
})
export type DashboardUserCounts = Infer<typeof DashboardUserCounts>

export const DashboardDepartmentRow = object({
  id: string(),
  name: string(),
  learners: number(),
  tasks: number(),
  completed: number(),
  completion: nullable(number()),
  band: nullable(string()),
  sent: number(),
  phished: number(),
  phishProne: nullable(number()),
})
export type DashboardDepartmentRow = Infer<typeof DashboardDepartmentRow>

export const DashboardDepartmentsPage = object({
  items: array(DashboardDepartmentRow),
  pageInfo: object({ totalCount: number(), pageNumber: number(), pageSize: number() }),
})

export const DashboardBandCounts = object({
  departments: number(),
  lowProgress: number(),
  mediumProgress: number(),
  completed: number(),
  noTraining: number(),
})
export type DashboardBandCounts = Infer<typeof DashboardBandCounts>

export function userCategoryOf(filters: Record<string, unknown>): UserCategory {
  return (USER_CATEGORIES as readonly unknown[]).includes(filters.category)
    ? (filters.category as UserCategory)
    : 'inProgress'
}

export const DASHBOARD_USER_COLUMNS = [
  'Full name',
  'Email',
  'Departments',
  'Training assigned',
  'Training completed',
  'Completion %',
  'Overdue',
  'Simulation emails',
  'Clicked',
  'Phished',
  'Risk',
  'Last sign-in',
] as const

export const DASHBOARD_DEPARTMENT_COLUMNS = [
  'Department',
  'Learners',
  'Training assigned',
  'Training completed',
  'Completion %',
  'Progress',
  'Simulation emails',
  'Phished',
  'Phish-prone %',
] as const

export interface ComparisonRow {
  metric: string
  current: string
  previous: string
}

/** The company tab: each figure of the current period beside the previous one's ('—': no data then). */
export function companyComparison(f: DashboardFigures): ComparisonRow[] {
  const pct = (n: number) => `${Math.round(n)}%`
  const row = <T>(metric: string, periods: Periods<T>, read: (period: T) => string): ComparisonRow => ({
    metric,
    current: periods.currentPeriod ? read(periods.currentPeriod) : '—',
    previous: periods.previousPeriod ? read(periods.previousPeriod) : '—',
  })
  const culture = (which: 'currentPeriod' | 'previousPeriod') =>
    cultureScore({
      training: f.training[which]?.yourScore ?? null,
      gaming: f.gaming[which]?.yourScore ?? null,
      exercise: f.phishingExercise[which]?.yourScore ?? null,
    })
  const score = (s: ReturnType<typeof culture>) => (s ? `${s.score} (${s.level})` : '—')
  return [
    {
      metric: 'Culture score',
      current: score(culture('currentPeriod')),
      previous: score(culture('previousPeriod')),
    },
    row('Training: assigned learners', f.training, (p) => String(p.assignedUsers)),
    row('Training: completed', f.training, (p) => pct(p.completed)),
    row('Training: overdue', f.training, (p) => pct(p.overdue)),
    row('Gaming: completed', f.gaming, (p) => pct(p.completed)),
    row('Phishing exercise: campaigns', f.phishingExercise, (p) => String(p.campaigns)),
    row('Phishing exercise: average score', f.phishingExercise, (p) => pct(p.yourScore * 10)),
    row('Phishing simulation: recipients', f.phishingSimulation, (p) => String(p.recipients)),
    row('Phishing simulation: emails sent', f.phishingSimulation, (p) => String(p.recipientsSent)),
    row('Phishing simulation: reported', f.phishingSimulation, (p) => pct(p.reported.percent)),
    row('Tournaments', f.tournament, (p) => String(p.totalTournaments)),
    row('Tournament participants', f.tournament, (p) => String(p.participants)),
    row('Tournament average score (of 6)', f.tournament, (p) => String(p.averageScore)),
  ]
}
