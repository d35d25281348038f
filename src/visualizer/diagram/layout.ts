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

/** Lays out every chart, one after the other in the worker, the biggest first. */
export async function prefetchLayouts(entries: readonly { id: string; machine: AnyStateMachine }[]) {
  const bySize = entries
    .map((entry) => ({ entry, model: buildDiagram(entry.machine) }))
    .sort((a, b) => b.model.edges.length - a.model.edges.length)
  for (const { entry, model } of bySize)
    await layoutDiagram(model, layoutKey(entry.id, new Set())).catch(() => undefined)
}
