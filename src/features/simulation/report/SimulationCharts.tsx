import { BarChart, LineChart } from 'echarts/charts'
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components'
import * as echarts from 'echarts/core'
import { SVGRenderer } from 'echarts/renderers'
import ReactEChartsCore from 'echarts-for-react/esm/core'
import { css } from '../../../../styled-system/css'
import { token } from '../../../../styled-system/tokens'
import { dailySeries } from '../../../domain/daily-series'
import { type SimulationOverview } from '../../../domain/simulation/answers'
import { funnelSteps } from '../../../domain/simulation/report'

echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer])

// Its own lazy chunk: echarts loads only when a simulation report is open.

const panel = css({
  bg: 'surface.card',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'lg',
  p: '3',
  // Free to shrink below its chart's last width, so the chart redraws narrower (ChartPanel's panel says why).
  minW: '0',
})
// A named family: echarts measures text on a canvas, where 'inherit' falls back to a narrower font, so labels it
// thought would fit overlapped on screen.
const font = { fontFamily: 'sans-serif', fontSize: 12, color: token('colors.gray.700') }
// Told apart by their marks and strokes as well as their colours (a printout, colour-blind readers).
const SERIES = [
  ['opened', 'Opened', token('colors.blue.500'), 'circle', 'solid'],
  ['clicked', 'Clicked', token('colors.orange.500'), 'triangle', 'dashed'],
  ['phished', 'Phished', token('colors.red.600'), 'rect', 'solid'],
  ['reported', 'Reported', token('colors.green.600'), 'diamond', 'dotted'],
] as const

/** The funnel as bars and the people's events per day as lines, each named by a sentence with its figures. */
export default function SimulationCharts({ overview }: { overview: SimulationOverview }) {
  const steps = funnelSteps(overview.funnel)
  return (
    <div
      className={css({
        display: 'grid',
        gap: '3',
        gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 2fr)' },
      })}
    >
      <figure className={panel}>
        <figcaption className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>Funnel</figcaption>
        <div role="img" aria-label={steps.map((step) => `${step.label} ${step.value}`).join(', ')}>
          <ReactEChartsCore
            echarts={echarts}
            opts={{ renderer: 'svg' }}
            style={{ height: 220 }}
            option={{
              textStyle: font,
              grid: { left: 70, right: 16, top: 8, bottom: 24 },
              tooltip: { trigger: 'axis' },
              xAxis: { type: 'value', minInterval: 1 },
              yAxis: { type: 'category', inverse: true, data: steps.map((step) => step.label) },
              series: [
                {
                  type: 'bar',
                  data: steps.map((step) => step.value),
                  itemStyle: { color: token('colors.indigo.600') },
                  label: { show: true, position: 'right', formatter: '{c}' },
                },
              ],
            }}
          />
        </div>
      </figure>
      <figure className={panel}>
        <figcaption className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>
          People's events per day
        </figcaption>
        {overview.timeline.length === 0 ? (
          <p
            className={css({
              display: 'grid',
              placeItems: 'center',
              h: '220px',
              color: 'text.muted',
              fontSize: 'sm',
            })}
          >
            Nobody has opened, clicked or reported yet.
          </p>
        ) : (
          <div role="img" aria-label={`Events on ${overview.timeline.length} days`}>
            <ReactEChartsCore
              echarts={echarts}
              opts={{ renderer: 'svg' }}
              style={{ height: 260 }}
              option={{
                textStyle: font,
                grid: { left: 8, right: 24, top: 56, bottom: 8, containLabel: true },
                legend: { top: 0, itemGap: 12 },
                tooltip: { trigger: 'axis' },
                // Labels that would overlap are left out, whatever the chart's width.
                xAxis: { type: 'time', axisLabel: { hideOverlap: true, formatter: '{MMM} {d}' } },
                yAxis: { type: 'value', minInterval: 1 },
                series: SERIES.map(([key, name, color, symbol, line]) => ({
                  type: 'line',
                  name,
                  symbol,
                  symbolSize: 7,
                  connectNulls: false,
                  itemStyle: { color },
                  lineStyle: { color, type: line },
                  data: dailySeries(overview.timeline, (day) => day[key]),
                })),
              }}
            />
          </div>
        )}
      </figure>
    </div>
  )
}
