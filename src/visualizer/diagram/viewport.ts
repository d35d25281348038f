import { MIN_FIT_SCALE } from './model'

// The diagram's pan and zoom as plain arithmetic: a view maps layout units to screen pixels as
// screen = layout × scale + offset.

export interface View {
  x: number
  y: number
  scale: number
}

/** Low enough that Fit fits the largest chart on a phone. */
export const MIN_SCALE = 0.02
export const MAX_SCALE = 4
const MARGIN = 20

const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale))

/** The whole chart in the box, centred, never above 100%: Fit shows every state, whatever the chart's size. */
export function fitView(
  box: { width: number; height: number },
  chart: { width: number; height: number },
): View {
  const fits = Math.min(
    (box.width - MARGIN * 2) / Math.max(1, chart.width),
    (box.height - MARGIN * 2) / Math.max(1, chart.height),
  )
  const scale = clampScale(Math.min(1, fits))
  const centre = (room: number, size: number) => (room - size * scale) / 2
  return { scale, x: centre(box.width, chart.width), y: centre(box.height, chart.height) }
}

/** Whether the type reads at this scale (states ≥ 12 px, events ≥ 11 px). */
export const readable = (view: View) => view.scale >= MIN_FIT_SCALE - 1e-9

/** A state zoomed into: at least readable, the state centred and, when it is smaller than the box, whole. */
export function zoomInto(
  box: { width: number; height: number },
  state: { x: number; y: number; width: number; height: number },
): View {
  const fits = Math.min(
    (box.width - MARGIN * 2) / Math.max(1, state.width),
    (box.height - MARGIN * 2) / Math.max(1, state.height),
  )
  const scale = clampScale(Math.max(MIN_FIT_SCALE, Math.min(1, fits)))
  return {
    scale,
    x: box.width / 2 - (state.x + state.width / 2) * scale,
    y: box.height / 2 - (state.y + state.height / 2) * scale,
  }
}

/** The view moved so the chart point `at` (layout units) is at the box's centre, at the same scale. */
export const centreOn = (
  view: View,
  box: { width: number; height: number },
  at: { x: number; y: number },
) => ({
  scale: view.scale,
  x: box.width / 2 - at.x * view.scale,
  y: box.height / 2 - at.y * view.scale,
})

/** Whether the whole chart lies inside the box at this view. */
export const showsAll = (
  view: View,
  box: { width: number; height: number },
  chart: { width: number; height: number },
) =>
  view.x >= -0.5 &&
  view.y >= -0.5 &&
  view.x + chart.width * view.scale <= box.width + 0.5 &&
  view.y + chart.height * view.scale <= box.height + 0.5

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
