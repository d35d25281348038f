import ELK, { type ElkNode } from 'elkjs/lib/elk-api'
import workerUrl from 'elkjs/lib/elk-worker.min.js?url'
import type { AnyStateMachine } from 'xstate'
import { buildDiagram, toElkGraph, type DiagramModel } from './model'

// ELK runs in a web worker so a large chart never blocks the page. Layouts are kept by machine and collapsed
// states: the list page lays every chart out in the background, biggest first, so opening one draws at once.

let elk: InstanceType<typeof ELK> | null = null
const worker = () => (elk ??= new ELK({ workerFactory: () => new Worker(workerUrl) as never }))
const cache = new Map<string, Promise<ElkNode>>()

export const layoutKey = (machineId: string, collapsed: ReadonlySet<string>) =>
  `${machineId}|${[...collapsed].sort().join(',')}`

export function layoutDiagram(model: DiagramModel, key: string): Promise<ElkNode> {
  let layout = cache.get(key)
  if (!layout) {
    layout = worker().layout(toElkGraph(model))
    // A failed layout is not kept: the next opening tries again.
    layout.catch(() => cache.delete(key))
    cache.set(key, layout)
  }
  return layout
}

/**
 * Lays out every chart, one after the other in the worker, the biggest first (by `size`, so no chart's model is
 * built before its turn). Stops when `signal` aborts: a designer who opened a chart wants the page's thread and
 * the worker for that one, not for the rest of the list.
 */
export async function prefetchLayouts(
  entries: readonly { id: string; machine: AnyStateMachine; size: number }[],
  signal: AbortSignal,
) {
  const bySize = [...entries].sort((a, b) => b.size - a.size)
  for (const entry of bySize) {
    if (signal.aborted) return
    await layoutDiagram(buildDiagram(entry.machine), layoutKey(entry.id, new Set())).catch(() => undefined)
  }
}
