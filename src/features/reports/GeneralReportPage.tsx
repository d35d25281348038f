import { useSelector } from '@xstate/react'
import { lazy, Suspense } from 'react'
import { css } from '../../../styled-system/css'
import { GENERAL_TEXTS, figureOrDash, generalFigures, monthLabel } from '../../domain/general-report'
import { listCell as cell, ListTable, RetryAlert } from '../../ui/ListParts'
import { FigureGrid, ReportSection } from './ReportParts'
import type { ReportScheduleActor } from './schedule-selectors'
import {
  selectGeneralMonths,
  selectGeneralStatistics,
  selectReportFailure,
  selectReportLoading,
  type ReportPageActor,
} from './report-selectors'

const TrendChart = lazy(() => import('./TrendChart'))

/** /general-report: the culture score and phish-prone percentage over the last twelve months. */
export function GeneralReportPage({
  report,
  schedule,
}: {
  report: ReportPageActor
  schedule: ReportScheduleActor
}) {
  const months = useSelector(report, selectGeneralMonths)
  const stats = useSelector(report, selectGeneralStatistics)
  const loading = useSelector(report, selectReportLoading)
  const failure = useSelector(report, selectReportFailure)
  return (
    <ReportSection title={GENERAL_TEXTS.title} report={report} schedule={schedule}>
      <RetryAlert message={failure} onRetry={() => report.send({ type: 'report.retry' })} />
      {stats ? <FigureGrid items={generalFigures(stats)} /> : null}
      {months ? (
        <Suspense fallback={null}>
          <TrendChart months={months} />
        </Suspense>
      ) : null}
      <ListTable busy={loading}>
        <caption className={css({ srOnly: true })}>{GENERAL_TEXTS.trend}, month by month</caption>
        <thead>
          <tr>
            <th className={cell}>Month</th>
            <th className={cell}>Culture score</th>
            <th className={cell}>Phish-prone</th>
            <th className={cell}>Platform culture score</th>
            <th className={cell}>Platform phish-prone</th>
            <th className={cell}>Simulation mails sent</th>
          </tr>
        </thead>
        <tbody>
          {months?.map((row) => (
            <tr key={row.month}>
              <td className={cell}>{monthLabel(row.month)}</td>
              <td className={cell}>{figureOrDash(row.cultureScore)}</td>
              <td className={cell}>{figureOrDash(row.phishProne, '%')}</td>
              <td className={cell}>{figureOrDash(row.platformCultureScore)}</td>
              <td className={cell}>{figureOrDash(row.platformPhishProne, '%')}</td>
              <td className={cell}>{row.mailsSent}</td>
            </tr>
          ))}
        </tbody>
      </ListTable>
    </ReportSection>
  )
}
