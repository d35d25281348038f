// A browser-like global scope for the console's modules, which read window, storage or the address when they
// load: used to draw pages in Node (server/prerender-login.mjs at build time, server/signed-in-renderer.mjs in
// the gateway's drawing worker). Never in the gateway's own thread: its libraries must not think they run in a
// browser.
import { JSDOM } from 'jsdom'

const NAMES = [
  'window',
  'document',
  'navigator',
  'location',
  'localStorage',
  'sessionStorage',
  'HTMLElement',
  'Node',
  'getComputedStyle',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'BroadcastChannel',
]

/** Installs a jsdom window at `address` as the global scope's browser names; returns the JSDOM. */
export function installBrowserGlobals(address) {
  const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', { url: address })
  const { window } = dom
  // jsdom has no layout: the pages are drawn for a large screen, as useMediaQuery's server answer says.
  window.matchMedia = (query) => ({
    matches: /min-width/.test(query),
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  })
  for (const name of [...NAMES, 'matchMedia'])
    if (name in window)
      Object.defineProperty(globalThis, name, { value: window[name], configurable: true, writable: true })
  return dom
}
