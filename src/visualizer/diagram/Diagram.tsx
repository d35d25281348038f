import { forwardRef, useState, type PointerEvent, type WheelEvent } from 'react'
import { css } from '../../../styled-system/css'
import type { DiagramModel } from './model'
import type { Geometry } from './geometry'

import { InitialMarker, zoomButton, nodesById, C } from './DiagramParts'
export interface Highlight {
  states: ReadonlySet<string>
  edges: ReadonlySet<string>
}

export interface CoverageOverlay {
  states: Record<string, number>
  edges: Record<string, number>
}

interface Props {
  model: DiagramModel
  geometry: Geometry
  highlight: Highlight
  coverage: CoverageOverlay | null
  onStateClick: (id: string) => void
  onToggleCollapse: (id: string) => void
}

export const Diagram = forwardRef<SVGSVGElement, Props>(function Diagram(
  { model, geometry, highlight, coverage, onStateClick, onToggleCollapse },
  ref,
) {
  const [view, setView] = useState({ x: 0, y: 0, scale: 1 })
  const [drag, setDrag] = useState<{ x: number; y: number } | null>(null)
  const nodes = nodesById(model.root)
  const boxById = new Map(geometry.boxes.map((box) => [box.id, box]))

  const onWheel = (event: WheelEvent) => {
    const factor = event.deltaY < 0 ? 1.1 : 1 / 1.1
    setView((v) => ({ ...v, scale: Math.min(4, Math.max(0.2, v.scale * factor)) }))
  }
  const onPointerDown = (event: PointerEvent) => {
    if ((event.target as Element).closest('[data-state-id]')) return
    setDrag({ x: event.clientX - view.x, y: event.clientY - view.y })
  }
  const onPointerMove = (event: PointerEvent) =>
    drag && setView((v) => ({ ...v, x: event.clientX - drag.x, y: event.clientY - drag.y }))

  return (
    <div
      className={css({
        position: 'relative',
        overflow: 'hidden',
        bg: 'surface.card',
        borderWidth: '1px',
        borderColor: 'border',
        borderRadius: 'lg',
        h: 'full',
        minH: '480px',
        cursor: drag ? 'grabbing' : 'grab',
      })}
    >
      <div
        className={css({ position: 'absolute', top: '2', right: '2', display: 'flex', gap: '1', zIndex: 1 })}
      >
        <button
          type="button"
          aria-label="Zoom in"
          className={zoomButton}
          onClick={() => setView((v) => ({ ...v, scale: Math.min(4, v.scale * 1.2) }))}
        >
          +
        </button>
        <button
          type="button"
          aria-label="Zoom out"
          className={zoomButton}
          onClick={() => setView((v) => ({ ...v, scale: Math.max(0.2, v.scale / 1.2) }))}
        >
          −
        </button>
        <button
          type="button"
          aria-label="Reset view"
          className={zoomButton}
          onClick={() => setView({ x: 0, y: 0, scale: 1 })}
        >
          ⟲
        </button>
      </div>
      <svg
        ref={ref}
        role="img"
        aria-label="Statechart"
        xmlns="http://www.w3.org/2000/svg"
        width="100%"
        height="100%"
        viewBox={`0 0 ${geometry.width + 40} ${geometry.height + 40}`}
        onWheel={onWheel}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => setDrag(null)}
        onPointerLeave={() => setDrag(null)}
        style={{ fontFamily: 'Inter, system-ui, sans-serif', fontSize: 12, minHeight: 480 }}
      >
        <defs>
          <marker
            id="arrow"
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto-start-reverse"
          >
            <path d="M 0 0 L 10 5 L 0 10 z" fill={C.line} />
          </marker>
          <marker
            id="arrow-active"
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto-start-reverse"
          >
            <path d="M 0 0 L 10 5 L 0 10 z" fill={C.brand} />
          </marker>
        </defs>
        <g
          transform={`translate(${20 + view.x / view.scale} ${20 + view.y / view.scale}) scale(${view.scale})`}
        >
          {geometry.boxes.map((box) => {
            const node = nodes.get(box.id)
            if (!node) return null
            const active = highlight.states.has(box.id)
            const hits = coverage?.states[box.id]
            const compound = node.children.length > 0
            const stroke = coverage ? (hits ? C.covered : C.uncovered) : active ? C.brand : C.line
            const parent = box.depth > 0
            return (
              <g
                key={box.id}
                data-state-id={box.id}
                data-active={active ? 'true' : 'false'}
                role="button"
                aria-label={`state ${box.id}`}
                tabIndex={0}
                style={{ cursor: 'pointer' }}
                onClick={(e) => {
                  e.stopPropagation()
                  onStateClick(box.id)
                }}
              >
                <rect
                  x={box.x}
                  y={box.y}
                  width={box.width}
                  height={box.height}
                  rx={8}
                  fill={active && !compound ? C.brandSoft : compound ? C.region : C.card}
                  stroke={stroke}
                  strokeWidth={active && !compound ? 2.5 : 1.2}
                  strokeDasharray={
                    node.parentIsParallel && parent ? '6 4' : coverage && !hits ? '4 3' : undefined
                  }
                />
                {node.kind === 'final' ? (
                  <rect
                    x={box.x + 4}
                    y={box.y + 4}
                    width={box.width - 8}
                    height={box.height - 8}
                    rx={6}
                    fill="none"
                    stroke={stroke}
                  />
                ) : null}
                <text
                  x={compound ? box.x + 12 : box.x + box.width / 2}
                  y={compound ? box.y + 22 : box.y + box.height / 2 + 4}
                  textAnchor={compound ? 'start' : 'middle'}
                  fill={C.ink}
                  fontWeight={600}
                >
                  {node.label}
                  {node.kind === 'parallel' ? ' ∥' : ''}
                </text>
                {coverage ? (
                  <text
                    x={box.x + box.width - 6}
                    y={box.y + 12}
                    textAnchor="end"
                    fill={C.muted}
                    fontSize={10}
                  >
                    {hits ?? 0}×
                  </text>
                ) : null}
                {compound || node.collapsed ? (
                  <text
                    x={box.x + box.width - 14}
                    y={box.y + (compound ? 22 : box.height - 6)}
                    fill={C.brand}
                    fontSize={14}
                    role="button"
                    aria-label={`${node.collapsed ? 'Expand' : 'Collapse'} ${box.id}`}
                    onClick={(e) => {
                      e.stopPropagation()
                      onToggleCollapse(box.id)
                    }}
                  >
                    {node.collapsed ? '+' : '−'}
                  </text>
                ) : null}
                {node.initialChild && boxById.get(node.initialChild) ? (
                  <InitialMarker target={boxById.get(node.initialChild)!} />
                ) : null}
              </g>
            )
          })}
          {geometry.edges.map((edge) => {
            const active = highlight.edges.has(edge.key)
            const hits = coverage?.edges[edge.key]
            const stroke = coverage ? (hits ? C.covered : C.uncovered) : active ? C.brand : C.line
            if (edge.points.length < 2) return null
            return (
              <g key={edge.key} data-edge-key={edge.key} data-active={active ? 'true' : 'false'}>
                <polyline
                  points={edge.points.map((p) => `${p.x},${p.y}`).join(' ')}
                  fill="none"
                  stroke={stroke}
                  strokeWidth={active ? 2.5 : 1.2}
                  markerEnd={active ? 'url(#arrow-active)' : 'url(#arrow)'}
                  strokeDasharray={coverage && !hits ? '4 3' : undefined}
                />
                {edge.label ? (
                  <text
                    x={edge.label.x + 4}
                    y={edge.label.y + 12}
                    fill={active ? C.brand : C.muted}
                    fontSize={11}
                    fontWeight={active ? 700 : 400}
                  >
                    {edge.label.text}
                    {coverage ? ` (${hits ?? 0}×)` : ''}
                  </text>
                ) : null}
              </g>
            )
          })}
        </g>
      </svg>
    </div>
  )
})
