/**
 * Reloads the page now, or once the network is back when the browser is offline: a reload offline leaves the
 * console for the browser's own offline page, with nothing to return to when the connection comes back.
 */
export function reloadWhenOnline(reload: () => void = () => window.location.reload()): void {
  if (navigator.onLine) return reload()
  window.addEventListener('online', () => reload(), { once: true })
}
