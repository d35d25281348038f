import { prerenderToNodeStream } from 'react-dom/static'
import { SignInPageRoot } from '../app/SignInPageRoot'

// Built by `vite build --ssr` and run by server/prerender-login.mjs under a jsdom window: /login as its own script
// first renders it (src/login-main.tsx) — the same root — written to HTML, so the page paints before its script
// and then hydrates.

async function text(stream: AsyncIterable<unknown>): Promise<string> {
  let html = ''
  for await (const chunk of stream) html += String(chunk)
  return html
}

export async function renderLogin(): Promise<string> {
  const { prelude } = await prerenderToNodeStream(<SignInPageRoot />)
  // Node's build of react-dom/static answers a Node stream; its types describe the web one.
  return text(prelude as unknown as AsyncIterable<unknown>)
}
