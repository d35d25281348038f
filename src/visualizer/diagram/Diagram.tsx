import { forwardRef, useEffect, useState, type PointerEvent, type WheelEvent } from 'react'
import { css } from '../../../styled-system/css'
import { rootRowsTop, TYPE, type DiagramModel } from './model'
import type { Geometry } from './geometry'
import { InitialMarker, zoomButton, nodesById, C } from './DiagramParts'
import { EdgeShape, RootEdgeRow } from './EdgeShape'
import { Legend } from './Legend'
import { RemovedPills } from './RemovedPills'
import { StateBox } from './StateBox'
import { actualSize, centreOn, fitView, readable, showsAll, zoomAt, zoomInto, type View } from './viewport'
import { Minimap } from './Minimap'

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
  /** Edges the simulated state can take now: their pills fire them. */
  firable: ReadonlySet<string>
  coverage: CoverageOverlay | null
  /** What changed since an earlier version: added states, added and changed edges. */
  changes?: ChangeOverlay | null
  onStateClick: (id: string) => void
  onToggleCollapse: (id: string) => void
  onFire: (edgeKey: string) => void
}

/** The box's size, measured as it resizes; `measure` is its callback ref. */
function useBoxSize() {
  const [element, setElement] = useState<HTMLDivElement | null>(null)
  const [size, setSize] = useState<{ width: number; height: number } | null>(null)
  useEffect(() => {
    if (!element) return
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize({ width: entry.contentRect.width, height: entry.contentRect.height })
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [element])
  return { measure: setElement, size }
}

export interface ChangeOverlay {
  states: ReadonlySet<string>
  edges: ReadonlyMap<string, 'added' | 'changed'>
  /** Removed transitions' events by the state they left from. */
  removed: ReadonlyMap<string, readonly string[]>
}

export const Diagram = forwardRef<SVGSVGElement, Props>(function Diagram(
  { model, geometry, highlight, firable, coverage, changes = null, onStateClick, onToggleCollapse, onFire },
  ref,
) {
  const { measure, size: boxSize } = useBoxSize()
  // A view belongs to the layout it was set on: a new layout (another machine, a state collapsed) starts fitted.
  const [chosen, setChosen] = useState<{ geometry: Geometry; view: View } | null>(null)
  const [drag, setDrag] = useState<{ x: number; y: number } | null>(null)
  const nodes = nodesById(model.root)
  const boxById = new Map(geometry.boxes.map((b) => [b.id, b]))
  const rootBox = boxById.get(model.root.id)
  const chart = { width: geometry.width, height: geometry.height }
  const view = chosen?.geometry === geometry ? chosen.view : boxSize ? fitView(boxSize, chart) : null
  const setView = (next: View) => setChosen({ geometry, view: next })
  const fit = () => boxSize && setView(fitView(boxSize, chart))
  const current = view ?? { x: 0, y: 0, scale: 1 }
  const centre = () => ({ x: (boxSize?.width ?? 0) / 2, y: (boxSize?.height ?? 0) / 2 })

  const onWheel = (event: WheelEvent) => {
    const bounds = (event.currentTarget as Element).getBoundingClientRect()
    const pointer = { x: event.clientX - bounds.left, y: event.clientY - bounds.top }
    setView(zoomAt(current, pointer, event.deltaY < 0 ? 1.1 : 1 / 1.1))
  }
  const onPointerDown = (event: PointerEvent) => {
    if ((event.target as Element).closest('[data-state-id],[role="button"]')) return
    setDrag({ x: event.clientX - current.x, y: event.clientY - current.y })
  }
  const onPointerMove = (event: PointerEvent) =>
    drag && setView({ ...current, x: event.clientX - drag.x, y: event.clientY - drag.y })

  return (
    <div
      ref={measure}
      className={css({
        position: 'relative',
        overflow: 'hidden',
        bg: 'surface.card',
        borderWidth: '1px',
        borderColor: 'border',
        borderRadius: 'lg',
        h: 'calc(100vh - 260px)',
        minH: '520px',
        cursor: drag ? 'grabbing' : 'grab',
        touchAction: 'none',
      })}
    >
      <div
        className={css({ position: 'absolute', top: '2', right: '2', display: 'flex', gap: '1', zIndex: 1 })}
      >
        <button
          type="button"
          aria-label="Zoom in"
          className={zoomButton}
          onClick={() => setView(zoomAt(current, centre(), 1.2))}
        >
          +
        </button>
        <button
          type="button"
          aria-label="Zoom out"
          className={zoomButton}
          onClick={() => setView(zoomAt(current, centre(), 1 / 1.2))}
        >
          −
        </button>
        <button type="button" aria-label="Fit to view" className={zoomButton} onClick={fit}>
          Fit
        </button>
        <button
          type="button"
          aria-label="Actual size"
          className={zoomButton}
          onClick={() => boxSize && setView(actualSize(current, boxSize))}
        >
          100%
        </button>
      </div>
      <p
        data-testid="zoom-level"
        className={css({ position: 'absolute', top: '3', left: '3', fontSize: 'xs', color: 'text.muted' })}
      >
        {Math.round(current.scale * 100)}%
      </p>
      {readable(current) ? null : (
        <p
          role="status"
          className={css({ position: 'absolute', top: '7', left: '3', fontSize: 'xs', color: 'text.muted' })}
        >
          Click a state to zoom in
        </p>
      )}
      {boxSize && view && !showsAll(current, boxSize, chart) ? (
        <Minimap
          geometry={geometry}
          view={current}
          box={boxSize}
          onMove={(at) => setView(centreOn(current, boxSize, at))}
        />
      ) : null}
      <Legend coverage={coverage !== null} changes={changes !== null} />
      <svg
        ref={ref}
        role="img"
        aria-label="Statechart"
        xmlns="http://www.w3.org/2000/svg"
        width="100%"
        height="100%"
        data-chart-width={geometry.width}
        data-chart-height={geometry.height}
        onWheel={onWheel}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => setDrag(null)}
        onPointerLeave={() => setDrag(null)}
        style={{ fontFamily: 'Inter, system-ui, sans-serif', visibility: view ? 'visible' : 'hidden' }}
      >
        <defs>
          {(['arrow', 'arrow-active'] as const).map((id) => (
            <marker
              key={id}
              id={id}
              viewBox="0 0 10 10"
              refX="9"
              refY="5"
              markerWidth="7"
              markerHeight="7"
              orient="auto-start-reverse"
            >
              <path d="M 0 0 L 10 5 L 0 10 z" fill={id === 'arrow' ? C.line : C.brand} />
            </marker>
          ))}
        </defs>
        <g data-viewport transform={`translate(${current.x} ${current.y}) scale(${current.scale})`}>
          {/* Drawn once the box is measured: the chart is drawn once, fitted, not first at 100% and hidden. */}
          {view ? (
            <>
              {geometry.boxes.map((b) => {
                const node = nodes.get(b.id)
                if (!node) return null
                const initial = node.initialChild ? boxById.get(node.initialChild) : undefined
                return (
                  <g key={b.id}>
                    <StateBox
                      node={node}
                      box={b}
                      active={highlight.states.has(b.id) && b.id !== model.root.id}
                      hits={coverage?.states[b.id]}
                      coverage={coverage !== null}
                      change={changes?.states.has(b.id) ? 'added' : undefined}
                      onClick={() =>
                        // Too small to read: the first click zooms into the state, the next one acts on it.
                        readable(current) || !boxSize ? onStateClick(b.id) : setView(zoomInto(boxSize, b))
                      }
                      onToggleCollapse={() => onToggleCollapse(b.id)}
                    />
                    {initial ? <InitialMarker target={initial} /> : null}
                    {changes?.removed.has(b.id) ? (
                      <RemovedPills box={b} events={changes.removed.get(b.id)!} />
                    ) : null}
                  </g>
                )
              })}
              {rootBox
                ? model.rootEdges.map((edge, index) => (
                    <RootEdgeRow
                      key={edge.key}
                      edge={edge}
                      x={rootBox.x + 14}
                      y={rootBox.y + rootRowsTop(model.root) + index * (TYPE.line + 4)}
                      active={highlight.edges.has(edge.key)}
                      firable={firable.has(edge.key)}
                      hits={coverage?.edges[edge.key]}
                      coverage={coverage !== null}
                      onFire={() => onFire(edge.key)}
                    />
                  ))
                : null}
              {geometry.edges.map((route) => {
                const edge = model.edges.find((e) => e.key === route.key)
                if (!edge) return null
                return (
                  <EdgeShape
                    key={route.key}
                    edge={edge}
                    route={route}
                    active={highlight.edges.has(route.key)}
                    firable={firable.has(route.key)}
                    hits={coverage?.edges[route.key]}
                    coverage={coverage !== null}
                    change={changes?.edges.get(route.key)}
                    onFire={() => onFire(route.key)}
                  />
                )
              })}
            </>
          ) : null}
        </g>
      </svg>
    </div>
  )
})
