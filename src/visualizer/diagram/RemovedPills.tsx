import { C } from './DiagramParts'
import { pillWidth } from './EdgePill'
import { PILL_PADDING, TYPE } from './model'

/**
 * Transitions an earlier version had and this one has not, drawn dashed and struck through under the state they
 * left from: the chart has no edge for them, and their target is not in the approved coverage they are read from.
 */
export function RemovedPills({
  box,
  events,
}: {
  box: { x: number; y: number; height: number }
  events: readonly string[]
}) {
  return (
    <g aria-label={`Removed transitions: ${events.join(', ')}`}>
      {events.map((event, index) => {
        const text = `− ${event}`
        const y = box.y + box.height + 4 + index * (TYPE.line + 4)
        return (
          <g key={event} data-change="removed">
            <rect
              x={box.x}
              y={y}
              width={pillWidth(text)}
              height={TYPE.line}
              rx={TYPE.line / 2}
              fill={C.card}
              stroke={C.uncovered}
              strokeDasharray="4 3"
            />
            <text
              x={box.x + PILL_PADDING}
              y={y + TYPE.line - 5}
              fontSize={TYPE.event}
              fill={C.uncovered}
              textDecoration="line-through"
            >
              {text}
            </text>
          </g>
        )
      })}
    </g>
  )
}
