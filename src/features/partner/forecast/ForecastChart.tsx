import { BarChart } from 'echarts/charts'
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components'
import * as echarts from 'echarts/core'
import { SVGRenderer } from 'echarts/renderers'
import ReactEChartsCore from 'echarts-for-react/esm/core'
import { Temporal } from 'temporal-polyfill'
import { css } from '../../../../styled-system/css'
import { token } from '../../../../styled-system/tokens'
import {
  forecastWeeks,
  formatMoney,
  OPPORTUNITY_KINDS,
  OPPORTUNITY_TEXTS,
  type ForecastView,
} from '../../../domain/opportunity-forecast'

echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer])

// Its own lazy chunk: echarts loads only when the forecast is open.

const COLORS = {
  TRIAL_ENDING: token('colors.blue.500'),
  RENEWAL: token('colors.green.600'),
  OVERAGE: token('colors.orange.500'),
  INVITATION: token('colors.purple.500'),
} as const

/** Expected revenue per week of the 90 days, stacked by kind; its figures also said in words. */
export default function ForecastChart({ view }: { view: ForecastView }) {
  const today = Temporal.Instant.from(view.generatedAt).toZonedDateTimeISO('UTC').toPlainDate()
  const { labels, series } = forecastWeeks(view, today)
  const summary = labels
    .map((label, week) => {
      const total = OPPORTUNITY_KINDS.reduce((sum, kind) => sum + series[kind][week]!, 0)
      return total > 0 ? `week of ${label}: ${formatMoney(total)}` : null
    })
    .filter(Boolean)
    .join(', ')
  return (
    <figure
      className={css({
        bg: 'surface.card',
        borderWidth: '1px',
        borderColor: 'border',
        borderRadius: 'lg',
        p: '3',
        minW: '0',
        overflow: 'hidden',
      })}
    >
      <figcaption className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>
        Expected revenue per week
      </figcaption>
      <div role="img" aria-label={`Expected revenue per week: ${summary || 'none'}`}>
        <ReactEChartsCore
          echarts={echarts}
          opts={{ renderer: 'svg' }}
          style={{ height: 260, width: '100%' }}
          option={{
            textStyle: { fontFamily: 'inherit', fontSize: 12, color: token('colors.gray.700') },
            grid: { left: 64, right: 16, top: 36, bottom: 28 },
            legend: { top: 0, type: 'scroll', itemGap: 16, textStyle: { fontFamily: 'sans-serif' } },
            tooltip: {
              trigger: 'axis',
              valueFormatter: (value: number) => formatMoney(value),
            },
            xAxis: { type: 'category', data: labels },
            yAxis: {
              type: 'value',
              axisLabel: { formatter: (value: number) => formatMoney(value) },
            },
            series: OPPORTUNITY_KINDS.map((kind) => ({
              type: 'bar',
              stack: 'revenue',
              name: OPPORTUNITY_TEXTS[kind].plural,
              data: series[kind],
              itemStyle: { color: COLORS[kind] },
            })),
          }}
        />
      </div>
    </figure>
  )
}
