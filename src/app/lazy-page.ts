import { lazy, type ComponentType } from 'react'

// 000 §8: a failed lazy page load forces one page reload, then the error is rethrown.
const RELOADED = 'lazyPageReloaded'

export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => {
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
      throw error
    }
  })
}
