import { token } from '../../../styled-system/tokens'
import { monthLabel, type GeneralMonth } from '../../domain/general-report'
import { CHART_FONT, ChartPanel } from './ChartPanel'

// Risk over time (its own lazy chunk, with echarts): the company's culture score and phish-prone percentage by
// month, the platform's in grey beside them. The month table below it is its text equivalent.

// The company in colour and solid, the platform in grey and dashed or dotted, each measure with its own mark: the
// four lines are told apart without colour alone.
const series = (
  name: string,
  data: (number | null)[],
  color: string,
  line: 'solid' | 'dashed' | 'dotted',
  symbol: string,
) => ({
  name,
  type: 'line',
  data,
  connectNulls: false,
  symbol,
  symbolSize: 7,
  lineStyle: { color, type: line, width: line === 'solid' ? 2.5 : 1.5 },
  itemStyle: { color },
})

export default function TrendChart({ months }: { months: GeneralMonth[] }) {
  const culture = token('colors.brand')
  const phish = token('colors.red.600')
  const platform = token('colors.gray.500')
  const empty = months.every((row) => row.cultureScore === null && row.phishProne === null)
  return (
    <ChartPanel
      title="Risk over time"
      summary={`Culture score and phish-prone percentage by month: ${months
        .map(
          (row) =>
            `${monthLabel(row.month)} ${row.cultureScore ?? 'no data'}, ${row.phishProne ?? 'no data'}%`,
        )
        .join('; ')}`}
      empty={empty ? 'No data yet for the last twelve months.' : null}
      height={260}
      option={{
        // Room for the legend on two lines (a phone).
        grid: { left: 8, right: 20, top: 60, bottom: 8, containLabel: true },
        tooltip: { trigger: 'axis' },
        legend: { top: 0, textStyle: { ...CHART_FONT, fontFamily: 'sans-serif' } },
        xAxis: { type: 'category', data: months.map((row) => monthLabel(row.month)), axisLabel: CHART_FONT },
        yAxis: { type: 'value', min: 0, max: 100, axisLabel: CHART_FONT },
        series: [
          series(
            'Culture score',
            months.map((row) => row.cultureScore),
            culture,
            'solid',
            'circle',
          ),
          series(
            'Platform culture score',
            months.map((row) => row.platformCultureScore),
            platform,
            'dashed',
            'emptyCircle',
          ),
          series(
            'Phish-prone %',
            months.map((row) => row.phishProne),
            phish,
            'solid',
            'triangle',
          ),
          series(
            'Platform phish-prone %',
            months.map((row) => row.platformPhishProne),
            platform,
            'dotted',
            'emptyTriangle',
          ),
        ],
      }}
    />
  )
}
