import { describe, expect, it } from 'vitest'
import { SCROLLER, scrollEdges } from '../../src/domain/scroll-edges'

// 001 §9: scroll buttons move 160 px; the threshold is 50 px.
describe('a horizontal scroller’s buttons', () => {
  const box = (scrollLeft: number) => ({ scrollLeft, scrollWidth: 1000, clientWidth: 600 })

  it('offers forward at the start and back at the end, both between', () => {
    expect(scrollEdges(box(0))).toEqual({ back: false, forward: true })
    expect(scrollEdges(box(200))).toEqual({ back: true, forward: true })
    expect(scrollEdges(box(400))).toEqual({ back: true, forward: false })
  })

  it('offers no button for 50 px or less beyond an edge, nor for a row that fits', () => {
    expect(scrollEdges(box(SCROLLER.thresholdPx))).toEqual({ back: false, forward: true })
    expect(scrollEdges(box(400 - SCROLLER.thresholdPx))).toEqual({ back: true, forward: false })
    expect(scrollEdges(box(400 - SCROLLER.thresholdPx - 1))).toEqual({ back: true, forward: true })
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 600, clientWidth: 600 })).toEqual({
      back: false,
      forward: false,
    })
    expect(SCROLLER.stepPx).toBe(160)
  })
})
