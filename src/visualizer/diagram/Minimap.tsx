import { css } from '../../../styled-system/css'
import { C } from './DiagramParts'
import type { Geometry } from './geometry'
import type { View } from './viewport'

const WIDTH = 180

/**
 * The whole chart in small, with the part on screen framed: shown while the view leaves part of the chart out.
 * A click there moves the view to that point, at the same zoom.
 */
export function Minimap({
  geometry,
  view,
  box,
  onMove,
}: {
  geometry: Geometry
  view: View
  box: { width: number; height: number }
  onMove: (at: { x: number; y: number }) => void
}) {
  const scale = WIDTH / Math.max(1, geometry.width)
  const height = Math.max(24, geometry.height * scale)
  const frame = {
    x: (-view.x / view.scale) * scale,
    y: (-view.y / view.scale) * scale,
    width: (box.width / view.scale) * scale,
    height: (box.height / view.scale) * scale,
  }
  return (
    <svg
      role="button"
      aria-label="Chart overview: click to move the view there"
      width={WIDTH}
      height={height}
      className={css({
        position: 'absolute',
        right: '2',
        top: '12',
        zIndex: 1,
        bg: 'surface.card',
        borderWidth: '1px',
        borderColor: 'border',
        borderRadius: 'md',
        cursor: 'pointer',
        maxH: '40%',
      })}
      onPointerDown={(event) => {
        event.stopPropagation()
        const bounds = event.currentTarget.getBoundingClientRect()
        onMove({ x: (event.clientX - bounds.left) / scale, y: (event.clientY - bounds.top) / scale })
      }}
    >
      {geometry.boxes
        .filter((b) => b.depth <= 1)
        .map((b) => (
          <rect
            key={b.id}
            x={b.x * scale}
            y={b.y * scale}
            width={b.width * scale}
            height={b.height * scale}
            fill={b.depth === 0 ? C.region : C.card}
            stroke={C.line}
            strokeWidth={0.5}
          />
        ))}
      <rect data-testid="overview-frame" {...frame} fill="none" stroke={C.brand} strokeWidth={1.5} />
    </svg>
  )
}
