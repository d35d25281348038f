import type { Box } from './geometry'
import { C } from './DiagramParts'
import { TYPE, type DiagramNode } from './model'

interface Props {
  node: DiagramNode
  box: Box
  active: boolean
  hits: number | undefined
  coverage: boolean
  /** Since the chosen earlier version (the Changes tab's overlay). */
  change?: 'added'
  onClick: () => void
  onToggleCollapse: () => void
}

/** One state: a rounded box (double for a final, dashed in a parallel parent), its name and invoked actors. */
export function StateBox({ node, box, active, hits, coverage, change, onClick, onToggleCollapse }: Props) {
  const compound = node.children.length > 0
  const stroke = change ? C.added : coverage ? (hits ? C.covered : C.uncovered) : active ? C.brand : C.line
  const invokes = node.invokes.length ? `⚙ ${node.invokes.join(', ')}` : null
  const nameY = compound ? box.y + 24 : box.y + (invokes ? 24 : box.height / 2 + 5)
  return (
    <g
      data-state-id={box.id}
      data-active={active ? 'true' : 'false'}
      data-change={change}
      role="button"
      aria-label={`state ${box.id}`}
      tabIndex={0}
      style={{ cursor: 'pointer' }}
      onClick={(event) => {
        event.stopPropagation()
        onClick()
      }}
    >
      <rect
        x={box.x}
        y={box.y}
        width={box.width}
        height={box.height}
        rx={10}
        fill={active && !compound ? C.brandSoft : compound ? C.region : C.card}
        stroke={stroke}
        strokeWidth={active ? 2.5 : 1.3}
        strokeDasharray={
          node.parentIsParallel && box.depth > 0 ? '6 4' : coverage && !hits ? '4 3' : undefined
        }
      />
      {node.kind === 'final' ? (
        <rect
          x={box.x + 4}
          y={box.y + 4}
          width={box.width - 8}
          height={box.height - 8}
          rx={7}
          fill="none"
          stroke={stroke}
        />
      ) : null}
      <text
        x={compound ? box.x + 14 : box.x + box.width / 2}
        y={nameY}
        textAnchor={compound ? 'start' : 'middle'}
        fill={C.ink}
        fontWeight={600}
        fontSize={TYPE.state}
      >
        {node.label}
        {node.kind === 'parallel' ? ' ∥' : ''}
      </text>
      {invokes ? (
        <text
          x={compound ? box.x + 14 : box.x + box.width / 2}
          y={nameY + 18}
          textAnchor={compound ? 'start' : 'middle'}
          fill={C.muted}
          fontSize={TYPE.note}
        >
          {invokes}
        </text>
      ) : null}
      {coverage ? (
        <text x={box.x + box.width - 8} y={box.y + 14} textAnchor="end" fill={C.muted} fontSize={TYPE.note}>
          {hits ?? 0}×
        </text>
      ) : null}
      {compound || node.collapsed ? (
        <text
          x={box.x + box.width - 18}
          y={box.y + (compound ? 24 : box.height - 8)}
          fill={C.brand}
          fontSize={16}
          role="button"
          aria-label={`${node.collapsed ? 'Expand' : 'Collapse'} ${box.id}`}
          onClick={(event) => {
            event.stopPropagation()
            onToggleCollapse()
          }}
        >
          {node.collapsed ? '+' : '−'}
        </text>
      ) : null}
    </g>
  )
}
