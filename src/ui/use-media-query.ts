import { useSyncExternalStore } from 'react'

/** Panda's lg breakpoint: below it the sidebar becomes a temporary drawer and desktop-only pages step aside. */
export const LARGE_SCREEN = '(min-width: 1024px)'

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    () => true,
  )
}
