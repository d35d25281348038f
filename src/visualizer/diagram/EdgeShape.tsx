import type { RoutedEdge } from './geometry'
import { C } from './DiagramParts'
import { EdgePill, pillWidth } from './EdgePill'
import { labelLines, TYPE, type DiagramEdge } from './model'

interface EdgeState {
  /** Taken by the last step. */
  active: boolean
  /** The current state can take it now: its pill is a button. */
  firable: boolean
  hits: number | undefined
  coverage: boolean
  /** Since the chosen earlier version (the Changes tab's overlay). */
  change?: 'added' | 'changed'
  onFire: () => void
}

/** A pill's accessible name: the event and its guard, which tell two pills of one event apart. */
const named = (edge: DiagramEdge) => (edge.guard ? `${edge.event} [${edge.guard}]` : edge.event)

const pillText = (event: string, { coverage, hits }: EdgeState) =>
  coverage ? `${event} (${hits ?? 0}×)` : event

/** A transition: its route, and its label as Stately draws it — the event as a pill, guard and actions below. */
export function EdgeShape({ edge, route, ...state }: EdgeState & { edge: DiagramEdge; route: RoutedEdge }) {
  if (route.points.length < 2) return null
  const { active, firable, hits, coverage, change } = state
  const stroke = change
    ? C[change]
    : coverage
      ? hits
        ? C.covered
        : C.uncovered
      : active || firable
        ? C.brand
        : C.line
  const [event = '', ...notes] = labelLines(edge)
  const label = route.label
  return (
    <g
      data-edge-key={edge.key}
      data-active={active ? 'true' : 'false'}
      data-firable={firable}
      data-change={change}
    >
      <polyline
        points={route.points.map((p) => `${p.x},${p.y}`).join(' ')}
        fill="none"
        stroke={stroke}
        strokeWidth={active || change ? 2.5 : firable ? 1.8 : 1.3}
        markerEnd={active || firable ? 'url(#arrow-active)' : 'url(#arrow)'}
        strokeDasharray={coverage && !hits ? '4 3' : undefined}
      />
      {label ? (
        <g>
          <EdgePill
            x={label.x}
            y={label.y + 1}
            text={pillText(event, state)}
            event={named(edge)}
            {...state}
          />
          {notes.map((line, index) => (
            <text
              key={line}
              x={label.x + 4}
              y={label.y + TYPE.line * (index + 2) - 4}
              fontSize={TYPE.note}
              fill={C.muted}
              fontStyle={line.startsWith('[') ? 'italic' : undefined}
            >
              {line}
            </text>
          ))}
        </g>
      ) : null}
    </g>
  )
}

/** The machine's own transitions, one per line under its name: a pill, then guard, actions and target. */
export function RootEdgeRow({
  edge,
  x,
  y,
  ...state
}: EdgeState & { edge: DiagramEdge; x: number; y: number }) {
  const [event = '', ...notes] = labelLines(edge)
  const text = pillText(event, state)
  const target = edge.target.split('.').slice(1).join('.') || edge.target
  return (
    <g data-edge-key={edge.key} data-active={state.active ? 'true' : 'false'} data-firable={state.firable}>
      <EdgePill x={x} y={y} text={text} event={named(edge)} {...state} />
      <text x={x + pillWidth(text) + 8} y={y + TYPE.line - 5} fontSize={TYPE.note} fill={C.muted}>
        {[...notes, ...(edge.target === edge.source ? [] : [`→ ${target}`])].join('  ')}
      </text>
    </g>
  )
}
