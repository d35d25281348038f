import { describe, expect, it } from 'vitest'
import { MIN_FIT_SCALE, TYPE } from '../../src/visualizer/diagram/model'
import { actualSize, fitView, zoomAt } from '../../src/visualizer/diagram/viewport'

describe('the diagram viewport', () => {
  it('fits a small chart centred, never above 100%', () => {
    const view = fitView({ width: 800, height: 600 }, { width: 200, height: 100 })
    expect(view.scale).toBe(1)
    expect(view.x).toBe(300)
    expect(view.y).toBe(250)
  })

  it('never fits below readable type: states ≥ 12 px, events ≥ 11 px', () => {
    const view = fitView({ width: 800, height: 600 }, { width: 4000, height: 3000 })
    expect(view.scale).toBe(MIN_FIT_SCALE)
    expect(TYPE.state * view.scale).toBeGreaterThanOrEqual(12)
    expect(TYPE.event * view.scale).toBeGreaterThanOrEqual(11)
    expect([view.x, view.y]).toEqual([20, 20])
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
