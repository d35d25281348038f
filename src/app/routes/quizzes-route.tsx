import { useMemo } from 'react'
import { useLocation } from 'wouter'
import { quizzesSearch } from '../../api/reports/quizzes-report'
import type { ListQuery } from '../../domain/list-query'
import { QUIZ_QUERY, type QuizTab } from '../../domain/quizzes-report'
import { QuizzesPage } from '../../features/reports/QuizzesPage'
import type { FlowDeps } from '../flows/deps'
import { bindQuizzes } from '../flows/reports/report-page'
import { usePeriodReportScreen } from './use-report-screen'

/** /reports-quizzes (the users tab), /reports-quizzes/users and /questions: one report machine per tab. */
export default function QuizzesRoute() {
  const [path] = useLocation()
  const tab: QuizTab = path.endsWith('/questions') ? 'questions' : 'users'
  return <QuizzesTab key={tab} tab={tab} />
}

function QuizzesTab({ tab }: { tab: QuizTab }) {
  const spec = useMemo(
    () => ({
      bind: (deps: FlowDeps) => bindQuizzes(deps, tab),
      queryOptions: QUIZ_QUERY[tab],
      schedule: 'quizzes' as const,
      searchOf: (query: ListQuery, paged: boolean) => `${quizzesSearch(query, paged)}&tab=${tab}`,
    }),
    [tab],
  )
  const parts = usePeriodReportScreen(spec)
  return parts ? <QuizzesPage tab={tab} {...parts} /> : null
}
