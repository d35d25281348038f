import { GaugeChart } from 'echarts/charts'
import * as echarts from 'echarts/core'
import { CanvasRenderer } from 'echarts/renderers'
import ReactEChartsCore from 'echarts-for-react/esm/core'
import { CULTURE_LEVELS, type CultureScore } from '../../domain/dashboard'

// Loaded only when a dashboard shows (React.lazy), so echarts never weighs on sign-in or other pages.
echarts.use([GaugeChart, CanvasRenderer])

const BAND_COLOURS = ['#d14343', '#e8833a', '#e6b400', '#4f9d69', '#2e7d32']

export default function CultureScoreChart({ culture }: { culture: CultureScore }) {
  const option = {
    series: [
      {
        type: 'gauge',
        // Room around the arc for the level names outside it.
        radius: '66%',
        center: ['50%', '60%'],
        min: 0,
        max: 100,
        // Ten splits so each level's name sits in the middle of its band of 20.
        splitNumber: 10,
        startAngle: 200,
        endAngle: -20,
        axisLine: {
          lineStyle: {
            width: 16,
            color: BAND_COLOURS.map((colour, index) => [(index + 1) / BAND_COLOURS.length, colour]),
          },
        },
        pointer: { width: 5, length: '60%' },
        axisTick: { show: false },
        splitLine: { show: false },
        axisLabel: {
          distance: -60,
          fontSize: 10,
          color: '#555',
          formatter: (value: number) =>
            value % 20 === 10 ? (CULTURE_LEVELS[Math.floor(value / 20)] ?? '') : '',
        },
        detail: { valueAnimation: true, fontSize: 28, offsetCenter: [0, '35%'], formatter: '{value}' },
        data: [{ value: culture.score }],
      },
    ],
  }
  return (
    <ReactEChartsCore
      echarts={echarts}
      option={option}
      style={{ height: 260, width: '100%' }}
      opts={{ renderer: 'canvas' }}
      aria-hidden="true"
    />
  )
}
