// The gateway's drawing worker (server/signed-in-drawing.ts): it renders a signed-in landing from the answers the
// gateway wrote into the page, with the console's own code (dist-ssr/signed-in.js, src/prerender/signed-in.tsx)
// under a jsdom window. A worker thread, because that window is a global scope: the gateway's thread never has
// one. One page at a time: the window's address, storage and page answers are this page's while it renders.
import { parentPort, workerData } from 'node:worker_threads'
import { pathToFileURL, URL } from 'node:url'
import { installBrowserGlobals } from './browser-globals.mjs'

const dom = installBrowserGlobals('http://127.0.0.1/')
const { renderSignedIn, warmUp } = await import(pathToFileURL(workerData.bundle).href)
await warmUp()

async function draw({ url, session }) {
  const address = new URL(url)
  dom.reconfigure({ url: address.href })
  const { window } = dom
  window.localStorage.clear()
  window.sessionStorage.clear()
  window.__pageSession = session
  const mark = window.document.createElement('script')
  mark.id = workerData.mark
  window.document.body.append(mark)
  try {
    return await renderSignedIn(address.pathname, address.search.replace(/^\?/, ''))
  } catch {
    return null
  } finally {
    mark.remove()
    window.__pageSession = undefined
  }
}

let queue = Promise.resolve()
parentPort.on('message', (request) => {
  queue = queue.then(async () => parentPort.postMessage({ id: request.id, html: await draw(request) }))
})
parentPort.postMessage({ ready: true })
