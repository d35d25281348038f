// The reports of /reports (002 §2.12, 000 §2): each card's title, where it opens and what it tells; the ones a
// schedule can mail are the ones whose PDF the gateway writes.

export const REPORT_IDS = [
  'generalReport',
  'training',
  'gaming',
  'monthlyVideo',
  'quizzes',
  'phishingExercise',
  'phishingSummary',
  'policiesProgress',
  'reviews',
] as const
export type ReportId = (typeof REPORT_IDS)[number]

export interface ReportCard {
  id: ReportId
  title: string
  path: string
  description: string
}

export const REPORT_CARDS: readonly ReportCard[] = [
  {
    id: 'generalReport',
    title: 'General report',
    path: '/general-report',
    description: 'Your culture score and phish-prone percentage over the last twelve months.',
  },
  {
    id: 'training',
    title: 'Training report',
    path: '/reports-training',
    description: 'Each training campaign with its learners’ progress.',
  },
  {
    id: 'gaming',
    title: 'Gaming report',
    path: '/reports-gaming',
    description: 'Each gaming campaign with its players’ progress.',
  },
  {
    id: 'monthlyVideo',
    title: 'Monthly video report',
    path: '/reports-monthly-video',
    description: 'Who watched each month’s video.',
  },
  {
    id: 'quizzes',
    title: 'Quizzes report',
    path: '/reports-quizzes/users',
    description: 'Quiz results by learner and by question.',
  },
  {
    id: 'phishingExercise',
    title: 'Phishing exercise report',
    path: '/reports-phishing-exercise',
    description: 'Answers across your phishing exercise campaigns.',
  },
  {
    id: 'phishingSummary',
    title: 'Phishing summary',
    path: '/reports/phishing-summary/overview',
    description: 'Who opened, clicked, was phished and reported, across simulations.',
  },
  {
    id: 'policiesProgress',
    title: 'Policies progress',
    path: '/reports/policiesProgress',
    description: 'Who acknowledged each policy, and how fast.',
  },
  {
    id: 'reviews',
    title: 'Training reviews',
    path: '/reviews',
    description: 'What learners said of their courses.',
  },
]

/** The reports a schedule can mail (their PDF is written by the gateway). */
export const SCHEDULABLE_REPORTS = [
  'generalReport',
  'training',
  'gaming',
  'monthlyVideo',
  'phishingExercise',
  'phishingSummary',
  'policiesProgress',
  'reviews',
  'quizzes',
] as const satisfies readonly ReportId[]
export type SchedulableReport = (typeof SCHEDULABLE_REPORTS)[number]

export const reportTitle = (id: string) => REPORT_CARDS.find((card) => card.id === id)?.title ?? id
