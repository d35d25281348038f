import { describe, expect, it } from 'vitest'
import { MIN_FIT_SCALE, TYPE } from '../../src/visualizer/diagram/model'
import { actualSize, fitView, readable, zoomAt, zoomInto } from '../../src/visualizer/diagram/viewport'

describe('the diagram viewport', () => {
  it('fits a small chart centred, never above 100%', () => {
    const view = fitView({ width: 800, height: 600 }, { width: 200, height: 100 })
    expect(view.scale).toBe(1)
    expect(view.x).toBe(300)
    expect(view.y).toBe(250)
  })

  it('fits a big chart whole, and zooms into a state at readable type when the fit is too small to read', () => {
    const box = { width: 800, height: 600 }
    const view = fitView(box, { width: 4000, height: 3000 })
    expect(view.scale).toBeCloseTo(0.19)
    expect(view.x + 4000 * view.scale).toBeLessThanOrEqual(800)
    expect(view.y + 3000 * view.scale).toBeLessThanOrEqual(600)
    expect(readable(view)).toBe(false)
    const zoomed = zoomInto(box, { x: 3000, y: 2000, width: 200, height: 60 })
    expect(zoomed.scale).toBe(1)
    expect(3100 * zoomed.scale + zoomed.x).toBe(400)
    expect(
      TYPE.state * zoomInto(box, { x: 0, y: 0, width: 3000, height: 2000 }).scale,
    ).toBeGreaterThanOrEqual(12)
    expect(MIN_FIT_SCALE).toBeLessThan(1)
  })

  it('zooms around the pointer: the point under it stays under it', () => {
    const view = { x: 40, y: 30, scale: 1 }
    const pointer = { x: 300, y: 200 }
    const under = { x: (pointer.x - view.x) / view.scale, y: (pointer.y - view.y) / view.scale }
    const zoomed = zoomAt(view, pointer, 1.5)
    expect(zoomed.scale).toBe(1.5)
    expect(under.x * zoomed.scale + zoomed.x).toBeCloseTo(pointer.x)
    expect(under.y * zoomed.scale + zoomed.y).toBeCloseTo(pointer.y)
    expect(zoomAt(view, pointer, 100).scale).toBe(4)
    expect(actualSize(zoomed, { width: 600, height: 400 }).scale).toBe(1)
  })
})
