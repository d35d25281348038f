// A horizontal scroller's buttons (001 §9 constants): each press moves 160 px; a button shows while more than
// 50 px lie beyond that edge, so that a list scrolled to within a few pixels of its end offers no button that
// would move it almost nowhere.

export const SCROLLER = { stepPx: 160, thresholdPx: 50 } as const

export interface ScrollBox {
  scrollLeft: number
  scrollWidth: number
  clientWidth: number
}

export interface ScrollEdges {
  back: boolean
  forward: boolean
}

export function scrollEdges(box: ScrollBox): ScrollEdges {
  return {
    back: box.scrollLeft > SCROLLER.thresholdPx,
    forward: box.scrollWidth - box.clientWidth - box.scrollLeft > SCROLLER.thresholdPx,
  }
}

export const sameEdges = (a: ScrollEdges, b: ScrollEdges) => a.back === b.back && a.forward === b.forward
