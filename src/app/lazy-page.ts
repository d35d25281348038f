import { lazy, type ComponentType } from 'react'
import { messageOfError } from '../domain/error-reporting'
import { reportError } from './error-reporter'

// 000 §8: a failed lazy page load forces one page reload, then the error is rethrown.
const RELOADED = 'lazyPageReloaded'

/** A lazy page that can also be fetched ahead of its route (`preload`), e.g. when its menu item is pointed at. */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const page = lazy(async () => {
    try {
      const module = await load()
      sessionStorage.removeItem(RELOADED)
      return module
    } catch (error) {
      if (!sessionStorage.getItem(RELOADED)) {
        sessionStorage.setItem(RELOADED, '1')
        window.location.reload()
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
  // The browser keeps the module once fetched: the route's own import then resolves from it.
  return Object.assign(page, { preload: () => void load().catch(() => undefined) })
}
