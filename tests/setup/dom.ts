import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'
import { hasDefaultDisplay, quickStyle } from './default-display'

// jsdom gaps that Ark UI (zag) and user-event need, as probed in ARCHITECTURE §5.
afterEach(() => cleanup())

// user-event advances fake timers through a jest-shaped global.
Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } })

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver
Element.prototype.scrollIntoView ??= function scrollIntoView() {}
Element.prototype.scrollTo ??= function scrollTo() {}
// Frames as immediates, numbered as the DOM numbers them.
const frames = new Map<number, NodeJS.Immediate>()
let lastFrame = 0
globalThis.requestAnimationFrame = (callback) => {
  const handle = ++lastFrame
  frames.set(
    handle,
    setImmediate(() => {
      frames.delete(handle)
      callback(performance.now())
    }),
  )
  return handle
}
globalThis.cancelAnimationFrame = (handle) => {
  const frame = frames.get(handle)
  if (frame) clearImmediate(frame)
  frames.delete(handle)
}
Element.prototype.getClientRects = function getClientRects() {
  const rect = { x: 0, y: 0, width: 1, height: 1, top: 0, left: 0, right: 1, bottom: 1, toJSON: () => ({}) }
  return Object.assign([rect], { item: () => rect })
}

// zag writes input values through the native setter; user-event must see them.
for (const proto of [HTMLInputElement.prototype, HTMLTextAreaElement.prototype]) {
  const descriptor = Object.getOwnPropertyDescriptor(proto, 'value')
  if (descriptor?.set && descriptor.get) {
    const { get, set } = descriptor
    Object.defineProperty(proto, 'value', {
      configurable: true,
      get() {
        return get.call(this)
      },
      set(value: string) {
        set.call(this, value)
      },
    })
  }
}

// jsdom computes a style by matching its whole default stylesheet against the element (and, for an inherited
// property, against each ancestor), and Testing Library's role queries ask it for every element and each of its
// ancestors: that was two thirds of the generated view runs' time. What those queries read is `display` and
// `visibility`; with no author stylesheet in the document (the views' CSS is not loaded under jsdom) both follow from
// the element's inline style, its tag and a few attributes, by the rules of that default stylesheet
// (`default-display.ts`, checked against jsdom's own answer in tests/unit/default-display.test.ts). Any other
// property, or any style once a stylesheet exists, is jsdom's answer, kept until the next mutation (taken
// synchronously from the observer, so a query right after a change never sees a stale one).
/** jsdom's own getComputedStyle, for the test that holds default-display.ts to it (kept on the window, as a test
 * that imports this module runs it a second time). */
const JSDOM_STYLE = Symbol.for('jsdom getComputedStyle')
const host = window as unknown as Record<symbol, typeof window.getComputedStyle>
host[JSDOM_STYLE] ??= window.getComputedStyle.bind(window)
export const jsdomComputedStyle = host[JSDOM_STYLE]
{
  const computed = jsdomComputedStyle
  let cache = new WeakMap<Element, Map<string, CSSStyleDeclaration>>()
  // Records go either to the callback (a microtask later) or to takeRecords (a query before it): both clear.
  const changes = new MutationObserver(() => (cache = new WeakMap()))
  changes.observe(document, { subtree: true, childList: true, attributes: true, characterData: true })
  const full = (element: Element, pseudo?: string | null) => {
    if (changes.takeRecords().length > 0) cache = new WeakMap()
    const styles = cache.get(element) ?? new Map<string, CSSStyleDeclaration>()
    cache.set(element, styles)
    let style = styles.get(pseudo ?? '')
    if (!style) styles.set(pseudo ?? '', (style = computed(element, pseudo)))
    return style
  }
  window.getComputedStyle = (element: Element, pseudo?: string | null) =>
    pseudo || element.ownerDocument.styleSheets.length > 0 || !hasDefaultDisplay(element)
      ? full(element, pseudo)
      : quickStyle(element, () => full(element))
}

