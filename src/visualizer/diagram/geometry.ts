import type { ElkNode } from 'elkjs/lib/elk-api'

// ELK gives child positions relative to their parent and edge points relative to their container;
// the SVG wants everything absolute.

export interface Box {
  id: string
  x: number
  y: number
  width: number
  height: number
  depth: number
}

export interface RoutedEdge {
  key: string
  points: { x: number; y: number }[]
  label: { x: number; y: number; width: number; height: number } | null
}

export interface Geometry {
  boxes: Box[]
  edges: RoutedEdge[]
  width: number
  height: number
}

export function geometryOf(layout: ElkNode): Geometry {
  const boxes: Box[] = []
  const origin = new Map<string, { x: number; y: number }>()
  const walk = (node: ElkNode, offsetX: number, offsetY: number, depth: number) => {
    const x = offsetX + (node.x ?? 0)
    const y = offsetY + (node.y ?? 0)
    origin.set(node.id, { x, y })
    if (node.id !== '__root')
      boxes.push({ id: node.id, x, y, width: node.width ?? 0, height: node.height ?? 0, depth })
    for (const child of node.children ?? []) walk(child, x, y, depth + 1)
  }
  walk(layout, 0, 0, -1)
  const edges: RoutedEdge[] = (layout.edges ?? []).map((edge) => {
    const container = origin.get((edge as { container?: string }).container ?? '__root') ?? { x: 0, y: 0 }
    const section = edge.sections?.[0]
    const points = section
      ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map((p) => ({
          x: p.x + container.x,
          y: p.y + container.y,
        }))
      : []
    const label = edge.labels?.[0]
    return {
      key: edge.id,
      points,
      label: label
        ? {
            x: (label.x ?? 0) + container.x,
            y: (label.y ?? 0) + container.y,
            width: label.width ?? 0,
            height: label.height ?? 0,
          }
        : null,
    }
  })
  return { boxes, edges, width: layout.width ?? 0, height: layout.height ?? 0 }
}
