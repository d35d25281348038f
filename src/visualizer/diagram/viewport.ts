import { MIN_FIT_SCALE } from './model'

// The diagram's pan and zoom as plain arithmetic: a view maps layout units to screen pixels as
// screen = layout × scale + offset.

export interface View {
  x: number
  y: number
  scale: number
}

export const MIN_SCALE = 0.2
export const MAX_SCALE = 4
const MARGIN = 20

const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale))

/**
 * The whole chart in the box, centred, never above 100% and never below the scale where text stays readable
 * (a big chart then starts at its top-left corner and pans).
 */
export function fitView(
  box: { width: number; height: number },
  chart: { width: number; height: number },
): View {
  const fits = Math.min(
    (box.width - MARGIN * 2) / Math.max(1, chart.width),
    (box.height - MARGIN * 2) / Math.max(1, chart.height),
  )
  const scale = Math.min(1, Math.max(MIN_FIT_SCALE, fits))
  const centre = (room: number, size: number) => Math.max(MARGIN, (room - size * scale) / 2)
  return { scale, x: centre(box.width, chart.width), y: centre(box.height, chart.height) }
}

/** 100%, keeping the point at the box's centre where it is. */
export function actualSize(view: View, box: { width: number; height: number }): View {
  return zoomAt(view, { x: box.width / 2, y: box.height / 2 }, 1 / view.scale)
}

/** Zooms by `factor` keeping the layout point under `pointer` (box pixels) under it. */
export function zoomAt(view: View, pointer: { x: number; y: number }, factor: number): View {
  const scale = clampScale(view.scale * factor)
  const applied = scale / view.scale
  return {
    scale,
    x: pointer.x - (pointer.x - view.x) * applied,
    y: pointer.y - (pointer.y - view.y) * applied,
  }
}
