import { CULTURE_LEVELS, type CultureScore } from '../../domain/dashboard'
import { gaugeArc, gaugePoint, GAUGE } from './gauge-geometry'

// The culture score's gauge, drawn as SVG: it is on the first screen after sign-in, where the chart
// library's 135 KB would delay everything else (issue 23). Five bands of 20, a level's name beside each.

const BAND_COLOURS = ['#d14343', '#e8833a', '#e6b400', '#4f9d69', '#2e7d32']

export function CultureGauge({ culture }: { culture: CultureScore }) {
  const { width, height, radius, band } = GAUGE
  const tip = gaugePoint(culture.score, radius * 0.62)
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      height={height}
      aria-hidden="true"
      style={{ maxWidth: width, display: 'block' }}
    >
      {BAND_COLOURS.map((colour, index) => (
        <path
          key={colour}
          d={gaugeArc(index * 20, (index + 1) * 20, radius)}
          fill="none"
          stroke={colour}
          strokeWidth={band}
        />
      ))}
      {CULTURE_LEVELS.map((level, index) => {
        const at = gaugePoint(index * 20 + 10, radius + band + 14)
        const anchor = at.x < GAUGE.cx - 8 ? 'end' : at.x > GAUGE.cx + 8 ? 'start' : 'middle'
        return (
          <text key={level} x={at.x} y={at.y} fontSize={11} fill="#555" textAnchor={anchor}>
            {level}
          </text>
        )
      })}
      <line
        x1={GAUGE.cx}
        y1={GAUGE.cy}
        x2={tip.x}
        y2={tip.y}
        stroke="#4a5568"
        strokeWidth={5}
        strokeLinecap="round"
      />
      <circle cx={GAUGE.cx} cy={GAUGE.cy} r={7} fill="#4a5568" />
      <text x={GAUGE.cx} y={GAUGE.cy + radius * 0.5} fontSize={28} fontWeight={600} textAnchor="middle">
        {culture.score}
      </text>
    </svg>
  )
}
