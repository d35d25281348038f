import { css } from '../../../styled-system/css'
import { CULTURE_LEVELS, type CultureScore } from '../../domain/dashboard'
import { gaugeArc, gaugePoint, GAUGE } from './gauge-geometry'

// The culture score's gauge, drawn as SVG: it is on the first screen after sign-in, where the chart
// library's 135 KB would delay everything else (issue 23). Five coloured bands; the level names sit in a
// legend under it (around the arc they collided with it and shrank to ~9 px on narrow cards).

export const BAND_COLOURS = ['#d14343', '#e8833a', '#c99a00', '#4f9d69', '#2e7d32']

export function CultureGauge({ culture }: { culture: CultureScore }) {
  const { width, height, radius, band } = GAUGE
  const tip = gaugePoint(culture.score, radius * 0.62)
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
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
          opacity={index === culture.levelIndex ? 1 : 0.35}
        />
      ))}
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
      <text x={GAUGE.cx} y={GAUGE.cy + radius * 0.5} fontSize={30} fontWeight={700} textAnchor="middle">
        {culture.score}
      </text>
    </svg>
  )
}

/** The five levels with their colours; the current one marked for sight and for screen readers. */
export function CultureLevels({ current }: { current: number }) {
  return (
    <ol className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', fontSize: 'sm' })}>
      {CULTURE_LEVELS.map((level, index) => (
        <li
          key={level}
          aria-current={index === current ? 'true' : undefined}
          className={css({
            display: 'flex',
            alignItems: 'center',
            gap: '1.5',
            px: '2',
            py: '0.5',
            borderRadius: 'full',
            borderWidth: '1px',
            borderColor: 'border',
            fontWeight: index === current ? 'semibold' : 'normal',
            color: index === current ? 'text' : 'text.muted',
          })}
        >
          <span
            aria-hidden="true"
            style={{ background: BAND_COLOURS[index] }}
            className={css({ w: '2.5', h: '2.5', borderRadius: 'full', display: 'inline-block' })}
          />
          {index * 20}–{index === CULTURE_LEVELS.length - 1 ? 100 : index * 20 + 19} {level}
        </li>
      ))}
    </ol>
  )
}
