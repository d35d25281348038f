import { css } from '../../../styled-system/css'
import { token } from '../../../styled-system/tokens'
import type { DiagramNode } from './model'

// Raw token values (not CSS variables) so an exported SVG renders on its own.
export const C = {
  ink: token('colors.gray.800'),
  muted: token('colors.gray.500'),
  line: token('colors.gray.400'),
  card: '#ffffff',
  region: token('colors.gray.50'),
  brand: token('colors.navy.600'),
  brandSoft: token('colors.navy.100'),
  covered: token('colors.green.600'),
  uncovered: token('colors.red.600'),
  added: token('colors.green.700'),
  changed: token('colors.orange.600'),
}

export function nodesById(root: DiagramNode): Map<string, DiagramNode> {
  const map = new Map<string, DiagramNode>()
  const walk = (node: DiagramNode) => {
    map.set(node.id, node)
    node.children.forEach(walk)
  }
  walk(root)
  return map
}

export function InitialMarker({ target }: { target: { x: number; y: number } }) {
  const cx = target.x - 10
  const cy = target.y - 10
  return (
    <g aria-hidden>
      <circle cx={cx} cy={cy} r={4} fill={C.ink} />
      <line
        x1={cx + 3}
        y1={cy + 3}
        x2={target.x + 2}
        y2={target.y + 2}
        stroke={C.ink}
        strokeWidth={1.2}
        markerEnd="url(#arrow)"
      />
    </g>
  )
}

export const zoomButton = css({
  minW: '8',
  px: '2',
  h: '8',
  borderRadius: 'md',
  bg: 'surface.card',
  borderWidth: '1px',
  borderColor: 'border',
  cursor: 'pointer',
  fontWeight: 'bold',
  _hover: { bg: 'surface.sunken' },
})
