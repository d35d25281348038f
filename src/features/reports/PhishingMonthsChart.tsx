import { token } from '../../../styled-system/tokens'
import { monthLabel } from '../../domain/general-report'
import { monthRates, type PhishingSummaryMonth } from '../../domain/phishing-summary'
import { CHART_FONT, ChartPanel } from './ChartPanel'

// The phishing summary's months (its own lazy chunk, with echarts): mails sent as bars, the phish-prone and
// reported percentages as lines. The month table below it is its text equivalent.

export default function PhishingMonthsChart({ months }: { months: PhishingSummaryMonth[] }) {
  const rates = months.map(monthRates)
  const line = (name: string, data: (number | null)[], color: string) => ({
    name,
    type: 'line',
    yAxisIndex: 1,
    data,
    symbolSize: 6,
    lineStyle: { color, width: 2.5 },
    itemStyle: { color },
  })
  return (
    <ChartPanel
      title="By month"
      summary={`Emails sent, phish-prone and reported by month: ${months
        .map(
          (month, i) =>
            `${monthLabel(month.month)} ${month.sent} sent, ${rates[i]!.phishProne ?? 0}% phished, ${rates[i]!.reported ?? 0}% reported`,
        )
        .join('; ')}`}
      empty={months.length === 0 ? 'No simulation emails were sent in this period.' : null}
      height={260}
      option={{
        grid: { left: 44, right: 44, top: 40, bottom: 30 },
        tooltip: { trigger: 'axis' },
        legend: { top: 0, textStyle: { ...CHART_FONT, fontFamily: 'sans-serif' } },
        xAxis: { type: 'category', data: months.map((m) => monthLabel(m.month)), axisLabel: CHART_FONT },
        yAxis: [
          { type: 'value', minInterval: 1, axisLabel: CHART_FONT },
          { type: 'value', min: 0, max: 100, axisLabel: { ...CHART_FONT, formatter: '{value}%' } },
        ],
        series: [
          {
            name: 'Emails sent',
            type: 'bar',
            data: months.map((m) => m.sent),
            itemStyle: { color: token('colors.gray.300') },
          },
          line(
            'Phish-prone %',
            rates.map((r) => r.phishProne),
            token('colors.red.600'),
          ),
          line(
            'Reported %',
            rates.map((r) => r.reported),
            token('colors.green.600'),
          ),
        ],
      }}
    />
  )
}
