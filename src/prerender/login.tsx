import { prerenderToNodeStream } from 'react-dom/static'
import { Router } from 'wouter'
import { AppRoot } from '../app/AppRoot'
import { createBrowserDeps } from '../app/browser-deps'
import { bindSession } from '../app/flows/session/session'
import { LoginPage } from '../app/pages'

// Built by `vite build --ssr` and run by server/prerender-login.mjs under a jsdom window: /login as the browser
// first renders it for a visitor with no session — the same AppRoot, the session told the page says signed out,
// the sign-in page's code already loaded — written to HTML, so the page paints before its script and then hydrates.

async function text(stream: AsyncIterable<unknown>): Promise<string> {
  let html = ''
  for await (const chunk of stream) html += String(chunk)
  return html
}

export async function renderLogin(): Promise<string> {
  await LoginPage.preload()
  const sessionLogic = bindSession(createBrowserDeps(() => ({ user: null, company: null })))
  const { prelude } = await prerenderToNodeStream(
    <Router ssrPath="/login">
      <AppRoot sessionLogic={sessionLogic} signedOut />
    </Router>,
  )
  // Node's build of react-dom/static answers a Node stream; its types describe the web one.
  return text(prelude as unknown as AsyncIterable<unknown>)
}
