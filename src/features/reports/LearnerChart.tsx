import { CHART_EMPTY, learnerChart } from '../../domain/report-charts'
import { ChartPanel, doughnutOption } from './ChartPanel'

/** The period's learners by status as a doughnut (its own lazy chunk, with echarts). */
export default function LearnerChart({
  counts,
}: {
  counts: { completed: number; inProgress: number; notStarted: number; overdue: number }
}) {
  const chart = learnerChart(counts)
  return (
    <ChartPanel
      title="Learners by status"
      summary={chart.summary}
      empty={chart.empty ? CHART_EMPTY.statuses : null}
      option={doughnutOption(chart.slices)}
    />
  )
}
