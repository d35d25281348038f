import { token } from '../../../styled-system/tokens'
import { monthLabel, type GeneralMonth } from '../../domain/general-report'
import { CHART_FONT, ChartPanel } from './ChartPanel'

// Risk over time (its own lazy chunk, with echarts): the company's culture score and phish-prone percentage by
// month, the platform's dashed beside them. The month table below it is its text equivalent.

const series = (name: string, data: (number | null)[], color: string, dashed: boolean) => ({
  name,
  type: 'line',
  data,
  connectNulls: false,
  symbolSize: 6,
  lineStyle: { color, type: dashed ? 'dashed' : 'solid', width: dashed ? 1.5 : 2.5 },
  itemStyle: { color },
})

export default function TrendChart({ months }: { months: GeneralMonth[] }) {
  const culture = token('colors.brand')
  const phish = token('colors.red.600')
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
        grid: { left: 40, right: 20, top: 40, bottom: 30 },
        tooltip: { trigger: 'axis' },
        legend: { top: 0, textStyle: { ...CHART_FONT, fontFamily: 'sans-serif' } },
        xAxis: { type: 'category', data: months.map((row) => monthLabel(row.month)), axisLabel: CHART_FONT },
        yAxis: { type: 'value', min: 0, max: 100, axisLabel: CHART_FONT },
        series: [
          series(
            'Culture score',
            months.map((row) => row.cultureScore),
            culture,
            false,
          ),
          series(
            'Platform culture score',
            months.map((row) => row.platformCultureScore),
            culture,
            true,
          ),
          series(
            'Phish-prone %',
            months.map((row) => row.phishProne),
            phish,
            false,
          ),
          series(
            'Platform phish-prone %',
            months.map((row) => row.platformPhishProne),
            phish,
            true,
          ),
        ],
      }}
    />
  )
}
