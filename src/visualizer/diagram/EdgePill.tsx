import { C } from './DiagramParts'
import { PILL_PADDING, TYPE } from './model'

export const pillWidth = (text: string) => text.length * TYPE.event * 0.6 + PILL_PADDING * 2

/** An event as a pill; a button that fires it when the current state can take it. */
export function EdgePill({
  x,
  y,
  text,
  event,
  active,
  firable,
  onFire,
}: {
  x: number
  y: number
  text: string
  event: string
  active: boolean
  firable: boolean
  onFire: () => void
}) {
  const button = firable
    ? {
        role: 'button',
        tabIndex: 0,
        'aria-label': `Fire ${event}`,
        style: { cursor: 'pointer' },
        onClick: (e: React.MouseEvent) => {
          e.stopPropagation()
          onFire()
        },
        onKeyDown: (e: React.KeyboardEvent) => {
          if (e.key !== 'Enter' && e.key !== ' ') return
          e.preventDefault()
          onFire()
        },
      }
    : {}
  return (
    <g {...button}>
      <rect
        x={x}
        y={y}
        width={pillWidth(text)}
        height={TYPE.line}
        rx={TYPE.line / 2}
        fill={firable ? C.brand : active ? C.brandSoft : C.card}
        stroke={firable || active ? C.brand : C.line}
      />
      <text
        x={x + PILL_PADDING}
        y={y + TYPE.line - 5}
        fontSize={TYPE.event}
        fontWeight={firable || active ? 700 : 500}
        fill={firable ? C.card : C.ink}
      >
        {text}
      </text>
    </g>
  )
}
