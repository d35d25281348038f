import { BarChart, LineChart, PieChart } from 'echarts/charts'
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components'
import * as echarts from 'echarts/core'
import { SVGRenderer } from 'echarts/renderers'
import ReactEChartsCore from 'echarts-for-react/esm/core'
import { css } from '../../../styled-system/css'
import { token } from '../../../styled-system/tokens'
import { CHART_COLORS, type ChartSlice } from '../../domain/report-charts'

echarts.use([PieChart, BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer])

// The report charts' one frame, imported only by lazy chunks: echarts loads when a report is open, never on the
// first screen. Each chart is named by a sentence with every figure (its text equivalent).

export const panel = css({
  bg: 'surface.card',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'lg',
  p: '3',
  display: 'grid',
  // Narrower than its chart once was: a grid item keeps its content's width unless told it may not, and the chart
  // only redraws at its box's new width once the box has shrunk (a window made narrower, a phone turned).
  gridTemplateColumns: 'minmax(0, 1fr)',
  minW: '0',
  gap: '1',
})

const empty = css({ display: 'grid', placeItems: 'center', h: '180px', color: 'text.muted', fontSize: 'sm' })

// A named family: echarts measures text on a canvas, where 'inherit' falls back to a narrower font and labels overlap.
export const CHART_FONT = { fontFamily: 'sans-serif', fontSize: 12, color: token('colors.gray.700') }

/** One chart with its caption; named by a sentence with every figure, or saying there is nothing to draw. */
export function ChartPanel({
  title,
  summary,
  empty: emptyText,
  option,
  height = 180,
}: {
  title: string
  summary: string
  empty: string | null
  option: Record<string, unknown>
  height?: number
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
            style={{ height }}
            option={{ textStyle: CHART_FONT, ...option }}
          />
        </div>
      )}
    </figure>
  )
}

const legendText = (slices: ChartSlice[]) => (name: string) =>
  `${name} ${slices.find((slice) => slice.label === name)?.value ?? 0}`

/** Learners (or answers) by status as a doughnut, in the status colours. */
export const doughnutOption = (slices: ChartSlice[]) => ({
  tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
  // The legend, not labels around the ring: labels are cut off in a narrow panel and collide on empty slices.
  // A named family: echarts measures legend text on a canvas, where 'inherit' falls back to a narrower font.
  legend: {
    orient: 'vertical',
    right: 0,
    top: 'middle',
    icon: 'circle',
    itemWidth: 10,
    textStyle: { ...CHART_FONT, fontFamily: 'sans-serif' },
    formatter: legendText(slices),
  },
  series: [
    {
      type: 'pie',
      radius: ['50%', '78%'],
      center: ['32%', '50%'],
      label: { show: false },
      data: slices.map((slice) => ({
        name: slice.label,
        value: slice.value,
        itemStyle: { color: CHART_COLORS[slice.tone] },
      })),
    },
  ],
})
