import { array, nullable, number, object, string, type Infer } from 'superstruct'
import type { ListQueryOptions } from './list-query'
import { DEFAULT_RANGE, RANGE_PRESETS, type RangeChoice } from './report-range'

// The quizzes report (/reports-quizzes/users and /questions; 002 §7 quizzes/, lists/courses): the chapter quizzes
// learners answered in the period — by learner and training (answered, right first time, right in the end, score)
// and by chapter quiz, the report's "questions" (how many answered, how many got it right, average tries) — filtered by training and searched;
// CSV and PDF of each tab.

export const QUIZ_TABS = ['users', 'questions'] as const
export type QuizTab = (typeof QUIZ_TABS)[number]
export const QUIZ_TAB_LABELS: Record<QuizTab, string> = { users: 'Users', questions: 'Questions' }

export const QUIZ_QUERY: Record<QuizTab, ListQueryOptions> = {
  users: {
    orderBy: ['score', 'name', 'course', 'answered', 'answeredAt'],
    defaultOrderBy: 'score',
    defaultOrder: 'ASC',
    pageSizes: [10, 25, 50, 100],
    defaultPageSize: 25,
  },
  questions: {
    orderBy: ['correctRate', 'course', 'chapter', 'answered', 'attempts'],
    defaultOrderBy: 'correctRate',
    defaultOrder: 'ASC',
    pageSizes: [10, 25, 50, 100],
    defaultPageSize: 25,
  },
}

export const QUIZ_TEXTS = {
  title: 'Quizzes report',
  empty: 'No data',
  emptySearch: 'No data was found, try another search',
  unknownCourse: 'Unknown course in the filter.',
} as const

export const QuizUserRow = object({
  id: string(),
  name: string(),
  email: string(),
  course: string(),
  answered: number(),
  firstTime: number(),
  correct: number(),
  /** Right in the end, of answered, 0–100. */
  score: number(),
  answeredAt: string(),
})
export type QuizUserRow = Infer<typeof QuizUserRow>

export const QuizQuestionRow = object({
  id: string(),
  course: string(),
  chapter: string(),
  answered: number(),
  correct: number(),
  correctRate: number(),
  /** Average tries, one decimal. */
  attempts: number(),
})
export type QuizQuestionRow = Infer<typeof QuizQuestionRow>

const pageInfo = object({ totalCount: number(), pageNumber: number(), pageSize: number() })
export const QuizUsersPage = object({ items: array(QuizUserRow), pageInfo })
export const QuizQuestionsPage = object({ items: array(QuizQuestionRow), pageInfo })

export const QuizStatistics = object({
  learners: number(),
  answers: number(),
  /** Right in the end, of every answer, 0–100; null before any. */
  averageScore: nullable(number()),
  firstTimeRate: nullable(number()),
})
export type QuizStatistics = Infer<typeof QuizStatistics>

export function quizFiltersOf(filters: Record<string, unknown>) {
  const range =
    filters.range === 'custom' || (RANGE_PRESETS as readonly unknown[]).includes(filters.range)
      ? (filters.range as RangeChoice)
      : DEFAULT_RANGE
  return {
    courseIds: (Array.isArray(filters.courseIds) ? filters.courseIds : [])
      .filter((id): id is string => typeof id === 'string')
      .slice(0, 100),
    range,
    from: typeof filters.from === 'string' ? filters.from.slice(0, 10) : '',
    to: typeof filters.to === 'string' ? filters.to.slice(0, 10) : '',
  }
}

export const QUIZ_COLUMNS: Record<QuizTab, string[]> = {
  users: [
    'Learner',
    'Email',
    'Training',
    'Answered',
    'Right first time',
    'Right in the end',
    'Score %',
    'Last answer',
  ],
  questions: ['Training', 'Chapter quiz', 'Answered', 'Right', 'Right %', 'Average tries'],
}

/** The figures every tab shows (and the PDF repeats). */
export const quizFigures = (s: QuizStatistics): [string, string][] => [
  ['Learners', String(s.learners)],
  ['Answers', String(s.answers)],
  ['Average score', s.averageScore === null ? '—' : `${s.averageScore}%`],
  ['Right first time', s.firstTimeRate === null ? '—' : `${s.firstTimeRate}%`],
]
