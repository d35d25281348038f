// The gauge's arc runs clockwise from 200° to -20° (0° at three o'clock, counter-clockwise positive), as
// the echarts gauge it replaces did: 0 at the lower left, 100 at the lower right.

export const GAUGE = { width: 260, height: 196, cx: 130, cy: 125, radius: 108, band: 18 } as const
const START_DEG = 200
const SWEEP_DEG = 220

/** A point at `distance` from the centre in the direction of `value` (0–100). */
export function gaugePoint(value: number, distance: number): { x: number; y: number } {
  const clamped = Math.min(100, Math.max(0, value))
  const radians = ((START_DEG - (SWEEP_DEG * clamped) / 100) * Math.PI) / 180
  return { x: GAUGE.cx + distance * Math.cos(radians), y: GAUGE.cy - distance * Math.sin(radians) }
}

/** The SVG path of the arc between two values, at `radius`. */
export function gaugeArc(from: number, to: number, radius: number): string {
  const start = gaugePoint(from, radius)
  const end = gaugePoint(to, radius)
  const large = (SWEEP_DEG * (to - from)) / 100 > 180 ? 1 : 0
  const f = (n: number) => n.toFixed(2)
  return `M ${f(start.x)} ${f(start.y)} A ${radius} ${radius} 0 ${large} 1 ${f(end.x)} ${f(end.y)}`
}
