import { existsSync } from 'node:fs'
import { Worker } from 'node:worker_threads'
import { DRAWN_ID } from '../src/domain/drawn-page'

// The signed-in landing drawn by the gateway (issue 66): the page's HTML rendered from the answers the gateway
// writes into it anyway (server/static.ts), so the browser paints the landing before its script and hydrates it.
// The rendering runs in a worker thread (server/signed-in-renderer.mjs) with the console's own code; a page it
// cannot draw in time, or at all, is served undrawn, as before: drawing only ever makes a page earlier.

/**
 * Past this the page goes out undrawn. A render takes 30–50 ms once the worker is warm, more on a busy machine;
 * drawn, the page is on screen about a second sooner under a phone's CPU, so waiting up to that long still pays.
 */
const DRAW_TIMEOUT_MS = 1_000

export interface PageSession {
  idToken: string
  expiresIn: number
  answers: Record<string, unknown>
}

export interface SignedInDrawing {
  /** Starts the worker if it is not running: called for any page, so it is warm by the first signed-in load. */
  warm(): void
  /** The landing at `url` drawn for this session, or null (not ready, failed, too slow). */
  draw(url: string, session: PageSession): Promise<string | null>
  close(): Promise<void>
}

/** The drawing with the built renderer `bundle` (dist-ssr/signed-in.js), or null when it was not built. */
export function signedInDrawing(bundle: string): SignedInDrawing | null {
  if (!existsSync(bundle)) return null
  let worker: Worker | null = null
  let ready = false
  let next = 0
  // A renderer that keeps failing to start is left off: the pages go out undrawn.
  let starts = 0
  const waiting = new Map<number, (html: string | null) => void>()

  function start(): void {
    const renderer = new URL('../server/signed-in-renderer.mjs', import.meta.url)
    worker = new Worker(renderer, { workerData: { bundle, mark: DRAWN_ID } })
    // The gateway's exit is not held by a worker that only draws.
    worker.unref()
    worker.on('message', (message: { ready?: boolean; id?: number; html?: string | null }) => {
      if (message.ready) ready = true
      if (message.id === undefined) return
      waiting.get(message.id)?.(message.html ?? null)
      waiting.delete(message.id)
    })
    worker.on('error', (error) => console.error('signed-in drawing: the worker failed:', error))
    worker.on('exit', () => {
      worker = null
      ready = false
      for (const resolve of waiting.values()) resolve(null)
      waiting.clear()
    })
  }

  function warm(): void {
    if (worker || starts >= 3) return
    starts += 1
    start()
  }

  return {
    warm,
    draw(url, session) {
      warm()
      if (!ready) return Promise.resolve(null)
      const id = next++
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(id)
          resolve(null)
        }, DRAW_TIMEOUT_MS)
        waiting.set(id, (html) => {
          clearTimeout(timer)
          resolve(html)
        })
        worker!.postMessage({ id, url, session })
      })
    },
    async close() {
      await worker?.terminate()
    },
  }
}
