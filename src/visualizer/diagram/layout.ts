import ELK, { type ElkNode } from 'elkjs/lib/elk-api'
import workerUrl from 'elkjs/lib/elk-worker.min.js?url'
import { toElkGraph, type DiagramModel } from './model'

// ELK runs in a web worker so a large chart never blocks the page.
let elk: InstanceType<typeof ELK> | null = null

export function layoutDiagram(model: DiagramModel): Promise<ElkNode> {
  elk ??= new ELK({ workerFactory: () => new Worker(workerUrl) as never })
  return elk.layout(toElkGraph(model))
}
