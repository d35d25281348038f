import type { $Fetch } from 'ofetch'
import { create } from 'superstruct'
import { BASE } from '../domain/api-paths'
import type { ListQuery } from '../domain/list-query'
import {
  quizFiltersOf,
  QuizQuestionsPage,
  QuizStatistics,
  QuizUsersPage,
  type QuizTab,
} from '../domain/quizzes-report'
import type { ExportFormat } from '../domain/report-export'
import { CourseChoices } from '../domain/training-report'
import { appendAll, exportReport, reportParams } from './report-export'

// The quizzes report's calls (002 §7 quizzes/, lists/courses): a tab's table (CSV or PDF by Accept), its figures,
// and the trainings to filter by.

const base = (companyId: string) => `${BASE.reports}/company/${encodeURIComponent(companyId)}`

export function quizzesSearch(query: ListQuery, paged: boolean) {
  const filters = quizFiltersOf(query.filters)
  return `?${appendAll(reportParams(query, paged, { period: filters }), 'courseIds', filters.courseIds).toString()}`
}

export async function loadQuizzes(api: $Fetch, companyId: string, tab: QuizTab, query: ListQuery) {
  const [page, statistics, choices] = await Promise.all([
    api(`${base(companyId)}/quizzes/${tab}${quizzesSearch(query, true)}`),
    api(`${base(companyId)}/quizzes/statistics${quizzesSearch(query, false)}`),
    api(`${base(companyId)}/lists/courses?kind=training`),
  ])
  return {
    page: tab === 'users' ? create(page, QuizUsersPage) : create(page, QuizQuestionsPage),
    statistics: create(statistics, QuizStatistics),
    choices: create(choices, CourseChoices),
  }
}

export const exportQuizzes = (
  api: $Fetch,
  companyId: string,
  tab: QuizTab,
  query: ListQuery,
  format: ExportFormat,
) => exportReport(api, `${base(companyId)}/quizzes/${tab}${quizzesSearch(query, false)}`, format)
