import { BarChart, PieChart } from 'echarts/charts'
import { GridComponent, TooltipComponent } from 'echarts/components'
import * as echarts from 'echarts/core'
import { SVGRenderer } from 'echarts/renderers'
import ReactEChartsCore from 'echarts-for-react/esm/core'
import { css } from '../../../styled-system/css'
import { token } from '../../../styled-system/tokens'
import { answerChart, CHART_EMPTY, statusChart, type ChartSlice } from '../../domain/report-charts'
import type { ReportStatistics } from '../../domain/exercise-report'

echarts.use([PieChart, BarChart, GridComponent, TooltipComponent, SVGRenderer])

// Its own lazy chunk: echarts loads only when a report is open, never on the first screen.

const COLORS: Record<ChartSlice['tone'], string> = {
  completed: token('colors.green.600'),
  inProgress: token('colors.orange.500'),
  notStarted: token('colors.purple.600'),
  overdue: token('colors.red.600'),
  partial: token('colors.amber.500'),
}

const panel = css({
  bg: 'surface.card',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'lg',
  p: '3',
  display: 'grid',
  gap: '1',
})

const empty = css({ display: 'grid', placeItems: 'center', h: '180px', color: 'text.muted', fontSize: 'sm' })

const font = { fontFamily: 'inherit', fontSize: 12, color: token('colors.gray.700') }

/** One chart with its caption; named by a sentence with every figure, or saying there is nothing to draw. */
function ChartPanel({
  title,
  summary,
  empty: emptyText,
  option,
}: {
  title: string
  summary: string
  empty: string | null
  option: Record<string, unknown>
}) {
  return (
    <figure className={panel}>
      <figcaption className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>{title}</figcaption>
      {emptyText ? (
        <p className={empty}>{emptyText}</p>
      ) : (
        <div role="img" aria-label={summary}>
          <ReactEChartsCore
            echarts={echarts}
            opts={{ renderer: 'svg' }}
            style={{ height: 180 }}
            option={{ textStyle: font, ...option }}
          />
        </div>
      )}
    </figure>
  )
}

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
        option={{
          tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
          series: [
            {
              type: 'pie',
              radius: ['55%', '80%'],
              avoidLabelOverlap: true,
              label: { show: true, formatter: '{b}: {c}', ...font },
              data: statuses.slices.map((slice) => ({
                name: slice.label,
                value: slice.value,
                itemStyle: { color: COLORS[slice.tone] },
              })),
            },
          ],
        }}
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
