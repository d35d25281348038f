import ELK from 'elkjs/lib/elk.bundled.js'
import { describe, expect, it } from 'vitest'
import { registry } from '../../machines/registry'
import { geometryOf } from '../../src/visualizer/diagram/geometry'
import { buildDiagram, toElkGraph, TYPE } from '../../src/visualizer/diagram/model'
import { fitView, readable, zoomInto } from '../../src/visualizer/diagram/viewport'

// Readable at fit (issue 65), for every machine the visualizer draws: Fit puts every state inside the chart's box
// at 1440 and at 390 px, and where its type is then too small to read (states < 12 px, events < 11 px), a click on
// any state zooms into it at a readable size with the state in view. The layouts are ELK's, as in the browser.

const BOXES = [
  { name: '1440 px', width: 880, height: 640 },
  { name: '390 px', width: 358, height: 520 },
]
const elk = new ELK()
const inside = (
  box: { width: number; height: number },
  r: { x: number; y: number; width: number; height: number },
) => r.x >= -0.5 && r.y >= -0.5 && r.x + r.width <= box.width + 0.5 && r.y + r.height <= box.height + 0.5

describe('every chart at fit', () => {
  it.each(registry.map((entry) => [entry.id, entry] as const))('%s', async (_id, entry) => {
    const geometry = geometryOf(await elk.layout(toElkGraph(buildDiagram(entry.machine))))
    for (const box of BOXES) {
      const view = fitView(box, geometry)
      const onScreen = (r: (typeof geometry.boxes)[number], v = view) => ({
        x: r.x * v.scale + v.x,
        y: r.y * v.scale + v.y,
        width: r.width * v.scale,
        height: r.height * v.scale,
      })
      const outside = geometry.boxes.filter((state) => !inside(box, onScreen(state))).map((state) => state.id)
      expect(outside, `${box.name}: states outside the fitted view`).toEqual([])
      if (readable(view)) {
        expect(TYPE.event * view.scale).toBeGreaterThanOrEqual(11)
        continue
      }
      for (const state of geometry.boxes) {
        const zoomed = zoomInto(box, state)
        expect(TYPE.state * zoomed.scale).toBeGreaterThanOrEqual(12)
        expect(TYPE.event * zoomed.scale).toBeGreaterThanOrEqual(11)
        const at = onScreen(state, zoomed)
        const centre = { x: at.x + at.width / 2, y: at.y + at.height / 2 }
        expect(centre.x).toBeCloseTo(box.width / 2)
        expect(centre.y).toBeCloseTo(box.height / 2)
      }
    }
  })
})
