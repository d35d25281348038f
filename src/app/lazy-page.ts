import { createElement, lazy, useState, type ComponentType } from 'react'
import { messageOfError } from '../domain/error-reporting'
import { reportError } from './error-reporter'
import { reloadWhenOnline } from './reload-page'

// 000 §8: a failed lazy page load forces one page reload, then the error is rethrown. Offline, the reload
// waits for the network: the page keeps what it shows instead of turning into the browser's offline page.
const RELOADED = 'lazyPageReloaded'

/**
 * A lazy page that can also be fetched ahead of its route (`preload`), e.g. when its menu item is pointed at.
 * Once fetched it renders at once: React.lazy suspends on every first render, even for a module already in
 * memory, and React then holds the page back behind its fallback for up to 300 ms (issue 23, /home's LCP).
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let ready: ComponentType<P> | null = null
  const fetchPage = async () => {
    const module = await load()
    ready = module.default
    return module
  }
  const suspending = lazy(async () => {
    try {
      const module = await fetchPage()
      sessionStorage.removeItem(RELOADED)
      return module
    } catch (error) {
      if (!sessionStorage.getItem(RELOADED)) {
        sessionStorage.setItem(RELOADED, '1')
        reloadWhenOnline()
        return new Promise<never>(() => {})
      }
      sessionStorage.removeItem(RELOADED)
      // Chunk-load errors are noise to the reporting filter, but one that survives a reload is not.
      reportError(new Error(`Page code failed to load after a reload: ${messageOfError(error)}`), {
        always: true,
      })
      throw error
    }
  })
  function LazyPage(props: P) {
    // Chosen once per mount: switching from the lazy element to the module's own would remount the page.
    const [component] = useState(() => ready ?? suspending)
    return createElement(component as ComponentType<P>, props)
  }
  // The browser keeps the module once fetched: the route's own import then resolves from it.
  return Object.assign(LazyPage, {
    preload: () => fetchPage().then(noop, noop),
    isReady: () => ready !== null,
  })
}

const noop = () => undefined
