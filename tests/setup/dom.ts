import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

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
