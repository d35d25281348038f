import { CHART_EMPTY, type StatusChart } from '../../domain/report-charts'
import { ChartPanel, doughnutOption } from './ChartPanel'

/** A report's learners by status as a doughnut (its own lazy chunk, with echarts). */
export default function LearnerChart({ chart }: { chart: StatusChart }) {
  return (
    <ChartPanel
      title="Learners by status"
      summary={chart.summary}
      empty={chart.empty ? CHART_EMPTY.statuses : null}
      option={doughnutOption(chart.slices)}
    />
  )
}
