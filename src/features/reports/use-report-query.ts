import { useSelector } from '@xstate/react'
import { sortDirection, sortedBy, withSearchText, type ListQuery } from '../../domain/list-query'
import {
  selectReportFailure,
  selectReportLoading,
  selectReportQuery,
  type ReportPageActor,
} from './report-selectors'

/**
 * What every report page does with its machine's query: read it and the load's state, send a new one, change a
 * filter (back to the first page), sort by a column, search.
 */
export function useReportQuery(report: ReportPageActor) {
  const query = useSelector(report, selectReportQuery)
  const loading = useSelector(report, selectReportLoading)
  const failure = useSelector(report, selectReportFailure)
  const send = (next: ListQuery) => report.send({ type: 'report.query', query: next })
  return {
    query,
    loading,
    failure,
    send,
    filter: (patch: Record<string, unknown>) =>
      send({ ...query, pageNumber: 0, filters: { ...query.filters, ...patch } }),
    sort: (column: string) => ({
      direction: sortDirection(query, column),
      onSort: () => send(sortedBy(query, column)),
    }),
    search: (text: string) => send(withSearchText(query, text)),
    retry: () => report.send({ type: 'report.retry' }),
  }
}
