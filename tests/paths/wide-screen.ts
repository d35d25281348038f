/** jsdom has no media queries: a view that asks one runs as on a wide screen (the desktop-only parts offered). */
export function onWideScreen() {
  window.matchMedia ??= ((query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia
}
