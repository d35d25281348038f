import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api'
import type { AnyStateMachine, AnyStateNode } from 'xstate'
import { edgesOf, type Edge } from '../../../machines/tooling/graph'

// A statechart as boxes and arrows: nested and parallel states, initial markers, finals; edges labelled
// with event, guard, delay, done/error and always. Collapsed compound states hide their insides.

export type NodeKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history'

export interface DiagramNode {
  id: string
  label: string
  kind: NodeKind
  parentIsParallel: boolean
  initialChild: string | null
  /** The actors the state invokes, shown inside it. */
  invokes: string[]
  collapsed: boolean
  children: DiagramNode[]
}

export interface DiagramEdge {
  key: string
  source: string
  target: string
  /** What the pill says: the event, an actor's done/error, a delay or "always". */
  event: string
  guard: string | null
  actions: string[]
  kind: Edge['kind']
}

export interface DiagramModel {
  root: DiagramNode
  /** Transitions between states, routed by the layout. */
  edges: DiagramEdge[]
  /**
   * Transitions of the machine itself (taken from any state): listed at the top of its frame, since routed
   * from its border into its own children they loop around the whole chart.
   */
  rootEdges: DiagramEdge[]
}

function kindOf(node: AnyStateNode): NodeKind {
  if (node.type === 'final') return 'final'
  if (node.type === 'history') return 'history'
  if (node.type === 'parallel') return 'parallel'
  return Object.keys(node.states).length > 0 ? 'compound' : 'atomic'
}

export function eventText(edge: Pick<Edge, 'eventType' | 'kind'>, machine?: AnyStateMachine): string {
  if (edge.kind === 'done') return `done: ${edge.eventType.replace('xstate.done.actor.', '')}`
  if (edge.kind === 'error') return `error: ${edge.eventType.replace('xstate.error.actor.', '')}`
  if (edge.kind === 'after') {
    const delay = edge.eventType.split('.')[2] ?? ''
    const named = machine?.implementations.delays?.[delay]
    return `after ${typeof named === 'number' ? `${named} ms (${delay})` : /^\d+$/.test(delay) ? `${delay} ms` : delay}`
  }
  if (edge.kind === 'always') return 'always'
  return edge.eventType
}

export function edgeLabel(
  edge: Pick<Edge, 'eventType' | 'kind' | 'guard'>,
  machine?: AnyStateMachine,
): string {
  const text = eventText(edge, machine)
  return edge.guard ? `${text} [${edge.guard}]` : text
}

/** An action as the machine's setup names it (`notify`, `setFailure`); built-ins by their kind. */
export function actionName(action: unknown): string {
  if (typeof action === 'string') return action
  if (typeof action === 'function') {
    const { type, name } = action as { type?: string; name?: string }
    return type?.replace(/^xstate\./, '') || name || 'inline action'
  }
  return (action as { type?: string } | null)?.type ?? 'action'
}

export function actionsOf(definition: unknown): string[] {
  return ((definition as { actions?: unknown[] }).actions ?? []).map(actionName)
}

/** The lines of an edge's label: the event pill, then its guard and its actions as Stately writes them. */
export function labelLines(edge: Pick<DiagramEdge, 'event' | 'guard' | 'actions'>): string[] {
  return [
    edge.event,
    ...(edge.guard ? [`[${edge.guard}]`] : []),
    ...(edge.actions.length ? [`/ ${edge.actions.join(', ')}`] : []),
  ]
}

export function buildDiagram(
  machine: AnyStateMachine,
  collapsed: ReadonlySet<string> = new Set(),
): DiagramModel {
  const visibleOf = new Map<string, string>()
  const build = (node: AnyStateNode, hiddenUnder: string | null, parentIsParallel: boolean): DiagramNode => {
    visibleOf.set(node.id, hiddenUnder ?? node.id)
    const isCollapsed = collapsed.has(node.id) && Object.keys(node.states).length > 0
    const childHiddenUnder = hiddenUnder ?? (isCollapsed ? node.id : null)
    const children = (Object.values(node.states) as AnyStateNode[]).map((child) =>
      build(child, childHiddenUnder, node.type === 'parallel'),
    )
    const initial = node.type === 'compound' ? (node.initial?.target?.[0]?.id ?? null) : null
    return {
      id: node.id,
      label: node.key,
      kind: kindOf(node),
      parentIsParallel,
      initialChild: initial,
      invokes: node.invoke.map((invoke) => invoke.id),
      collapsed: isCollapsed,
      children: isCollapsed || hiddenUnder ? [] : children,
    }
  }
  const root = build(machine.root, null, false)
  const seen = new Set<string>()
  const edges: DiagramEdge[] = []
  for (const edge of edgesOf(machine)) {
    const source = visibleOf.get(edge.source) ?? edge.source
    const rawTarget = edge.targets[0] ?? edge.source
    const target = visibleOf.get(rawTarget) ?? rawTarget
    const dedupe = `${source}|${target}|${edgeLabel(edge, machine)}`
    if ((source !== edge.source || target !== rawTarget) && seen.has(dedupe)) continue
    seen.add(dedupe)
    edges.push({
      key: edge.key,
      source,
      target,
      event: eventText(edge, machine),
      guard: edge.guard,
      actions: actionsOf(edge.definition),
      kind: edge.kind,
    })
  }
  return {
    root,
    edges: edges.filter((edge) => edge.source !== root.id),
    rootEdges: edges.filter((edge) => edge.source === root.id),
  }
}

// Type sizes in layout units; at MIN_FIT_SCALE and above states read ≥ 12 px and events ≥ 11 px (below it, at the
// fit of a big chart, a click on a state zooms into it). Widths are estimated per character (the layout runs in a worker, without a font to measure).
export const TYPE = { state: 14, event: 13, note: 12, line: 20 } as const
export const MIN_FIT_SCALE = Math.max(12 / TYPE.state, 11 / TYPE.event)
const charWidth = (size: number) => size * 0.6
export const PILL_PADDING = 10

export function labelSize(edge: Pick<DiagramEdge, 'event' | 'guard' | 'actions'>): {
  width: number
  height: number
} {
  const [first = '', ...rest] = labelLines(edge)
  const widths = [
    first.length * charWidth(TYPE.event) + PILL_PADDING * 2,
    ...rest.map((line) => line.length * charWidth(TYPE.note)),
  ]
  return { width: Math.ceil(Math.max(...widths)) + 4, height: (rest.length + 1) * TYPE.line + 4 }
}

export function nodeSize(node: DiagramNode): { width: number; height: number } {
  const invokeLine = node.invokes.length ? `⚙ ${node.invokes.join(', ')}` : ''
  const width = Math.max(
    node.label.length * charWidth(TYPE.state) * 1.08 + 32,
    invokeLine.length * charWidth(TYPE.note) + 24,
    110,
  )
  return { width: Math.ceil(width), height: 44 + (invokeLine ? 18 : 0) + (node.collapsed ? 8 : 0) }
}

/** A machine-level transition as one line: the event, its guard, its actions and where it goes. */
export function rootRowText(edge: DiagramEdge & { targetLabel?: string }): string {
  return [...labelLines(edge), `→ ${edge.target.split('.').slice(1).join('.') || edge.target}`].join('  ')
}

/** Where the machine's own transitions start, under its name. */
export const rootRowsTop = (node: DiagramNode) => (node.invokes.length ? 58 : 40)

export function toElkGraph(model: DiagramModel): ElkNode {
  const toElk = (node: DiagramNode): ElkNode => {
    if (node.children.length === 0) return { id: node.id, ...nodeSize(node) }
    const isRoot = node === model.root
    const rows = isRoot ? model.rootEdges.length * (TYPE.line + 4) + (model.rootEdges.length ? 8 : 0) : 0
    const rowsWidth = isRoot
      ? Math.max(0, ...model.rootEdges.map((edge) => rootRowText(edge).length * charWidth(TYPE.event) + 60))
      : 0
    return {
      id: node.id,
      layoutOptions: {
        'elk.padding': `[top=${rootRowsTop(node) + rows},left=20,bottom=20,right=20]`,
        ...(rowsWidth
          ? {
              'elk.nodeSize.constraints': 'MINIMUM_SIZE',
              'elk.nodeSize.minimum': `(${Math.ceil(rowsWidth)}, 0)`,
            }
          : {}),
      },
      children: node.children.map(toElk),
    }
  }
  const edges: ElkExtendedEdge[] = model.edges.map((edge) => ({
    id: edge.key,
    sources: [edge.source],
    targets: [edge.target],
    labels: [{ text: edge.event, ...labelSize(edge) }],
  }))
  return {
    id: '__root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.layered.spacing.nodeNodeBetweenLayers': '56',
      'elk.layered.spacing.edgeNodeBetweenLayers': '20',
      'elk.layered.spacing.edgeEdgeBetweenLayers': '14',
      'elk.spacing.nodeNode': '40',
      'elk.spacing.edgeEdge': '14',
      'elk.spacing.edgeNode': '20',
      'elk.spacing.edgeLabel': '6',
      'elk.edgeLabels.inline': 'false',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
    },
    children: [toElk(model.root)],
    edges,
  }
}
