import type { $Fetch } from 'ofetch'
import { create } from 'superstruct'
import { PATHS } from '../../domain/api-paths'
import type { ListQuery } from '../../domain/list-query'
import {
  quizFiltersOf,
  QuizQuestionsPage,
  QuizStatistics,
  QuizUsersPage,
  type QuizTab,
} from '../../domain/quizzes-report'
import type { ExportFormat } from '../../domain/report-export'
import { CourseChoices } from '../../domain/training-report'
import { appendAll, exportReport, reportParams } from './report-export'

// The quizzes report's calls (002 §7 quizzes/, lists/courses): a tab's table (CSV or PDF by Accept), its figures,
// and the trainings to filter by.

export function quizzesSearch(query: ListQuery, paged: boolean) {
  const filters = quizFiltersOf(query.filters)
  return `?${appendAll(reportParams(query, paged, { period: filters }), 'courseIds', filters.courseIds).toString()}`
}

export async function loadQuizzes(api: $Fetch, companyId: string, tab: QuizTab, query: ListQuery) {
  const [page, statistics, choices] = await Promise.all([
    api(`${PATHS.quizzesReport(companyId, tab)}${quizzesSearch(query, true)}`),
    api(`${PATHS.quizzesReportStatistics(companyId)}${quizzesSearch(query, false)}`),
    api(PATHS.reportCourses(companyId), { query: { kind: 'training' } }),
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
) => exportReport(api, `${PATHS.quizzesReport(companyId, tab)}${quizzesSearch(query, false)}`, format)
