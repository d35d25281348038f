import { css } from '../../../styled-system/css'
import { answerChart, CHART_COLORS as COLORS, CHART_EMPTY, statusChart } from '../../domain/report-charts'
import type { ReportStatistics } from '../../domain/exercise-report'
import { CHART_FONT as font, ChartPanel, doughnutOption } from '../reports/ChartPanel'

// Its own lazy chunk: echarts loads only when a report is open, never on the first screen.

/** The statuses as a doughnut and the answers as bars; the figures beside them are the table equivalent. */
export default function ReportCharts({ stats }: { stats: ReportStatistics }) {
  const statuses = statusChart(stats)
  const answers = answerChart(stats)
  return (
    <div className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })}>
      <ChartPanel
        title="Learners by status"
        summary={statuses.summary}
        empty={statuses.empty ? CHART_EMPTY.statuses : null}
        option={doughnutOption(statuses.slices)}
      />
      <ChartPanel
        title="Answers"
        summary={answers.summary}
        empty={answers.empty ? CHART_EMPTY.answers : null}
        option={{
          grid: { left: 70, right: 40, top: 10, bottom: 10 },
          tooltip: { trigger: 'item', formatter: '{b}: {c}' },
          xAxis: { type: 'value', show: false },
          yAxis: {
            type: 'category',
            inverse: true,
            data: answers.slices.map((s) => s.label),
            axisLabel: font,
          },
          series: [
            {
              type: 'bar',
              barWidth: 18,
              label: { show: true, position: 'right', ...font },
              data: answers.slices.map((slice) => ({
                value: slice.value,
                itemStyle: { color: COLORS[slice.tone], borderRadius: 3 },
              })),
            },
          ],
        }}
      />
    </div>
  )
}
