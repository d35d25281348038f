import { prerenderToNodeStream } from 'react-dom/static'
import { Router } from 'wouter'
import { AppRoot } from '../app/AppRoot'
import { createBrowserDeps } from '../app/browser-deps'
import { drawnSession } from '../app/drawn-page'
import { bindSession } from '../app/flows/session/session'
import { PAGES, ShellRoute } from '../app/pages'
import { matchRoute } from '../domain/routing'

// Built by `vite build --ssr` (server/prerender-login.mjs) and run by the gateway's drawing worker
// (server/signed-in-renderer.mjs) under a jsdom window at the page's address, holding the answers the gateway writes
// into the page: the signed-in landing as the browser first renders it from those answers — the same AppRoot,
// the session started signed in, the page's code loaded — written to HTML, so it paints before its script.

const RENDER_TIMEOUT_MS = 2_000

async function text(stream: AsyncIterable<unknown>): Promise<string> {
  let html = ''
  for await (const chunk of stream) html += String(chunk)
  return html
}

/** The shell's and the landing's code loaded before the first page is asked for: the first render then takes
 * no longer than the next. */
export async function warmUp(): Promise<void> {
  await Promise.all([ShellRoute.preload(), PAGES.home?.preload?.()])
}

/** The page at `path` drawn for the session in the window's page answers; null when it cannot be. */
export async function renderSignedIn(path: string, search: string): Promise<string | null> {
  const drawn = drawnSession()
  const match = matchRoute(path)
  if (!drawn || !match) return null
  await Promise.all([ShellRoute.preload(), PAGES[match.route.id]?.preload?.()])
  const sessionLogic = bindSession(createBrowserDeps(() => ({ user: null, company: null })))
  const { prelude } = await prerenderToNodeStream(
    <Router ssrPath={path} ssrSearch={search}>
      <AppRoot sessionLogic={sessionLogic} drawn={drawn} />
    </Router>,
    {
      signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
      // One document, no boundary written apart and revealed by a script: the page's policy runs no inline
      // script without its nonce, and nothing is left to stream.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // Not thrown: React draws that part's fallback and the browser renders it; the gateway's log says why.
      onError: (error) => console.error(`signed-in drawing of ${path}:`, error),
    },
  )
  // Node's build of react-dom/static answers a Node stream; its types describe the web one.
  return text(prelude as unknown as AsyncIterable<unknown>)
}
