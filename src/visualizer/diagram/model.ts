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
  collapsed: boolean
  children: DiagramNode[]
}

export interface DiagramEdge {
  key: string
  source: string
  target: string
  label: string
  kind: Edge['kind']
}

export interface DiagramModel {
  root: DiagramNode
  edges: DiagramEdge[]
}

function kindOf(node: AnyStateNode): NodeKind {
  if (node.type === 'final') return 'final'
  if (node.type === 'history') return 'history'
  if (node.type === 'parallel') return 'parallel'
  return Object.keys(node.states).length > 0 ? 'compound' : 'atomic'
}

export function edgeLabel(
  edge: Pick<Edge, 'eventType' | 'kind' | 'guard'>,
  machine?: AnyStateMachine,
): string {
  let text: string
  if (edge.kind === 'done') text = `done: ${edge.eventType.replace('xstate.done.actor.', '')}`
  else if (edge.kind === 'error') text = `error: ${edge.eventType.replace('xstate.error.actor.', '')}`
  else if (edge.kind === 'after') {
    const delay = edge.eventType.split('.')[2] ?? ''
    const named = machine?.implementations.delays?.[delay]
    text = `after ${typeof named === 'number' ? `${named} ms (${delay})` : /^\d+$/.test(delay) ? `${delay} ms` : delay}`
  } else if (edge.kind === 'always') text = 'always'
  else text = edge.eventType
  return edge.guard ? `${text} [${edge.guard}]` : text
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
    const label = edgeLabel(edge, machine)
    const dedupe = `${source}|${target}|${label}`
    if ((source !== edge.source || target !== rawTarget) && seen.has(dedupe)) continue
    seen.add(dedupe)
    edges.push({ key: edge.key, source, target, label, kind: edge.kind })
  }
  return { root, edges }
}

const CHAR_WIDTH = 7.2
const LABEL_HEIGHT = 16

export function toElkGraph(model: DiagramModel): ElkNode {
  const toElk = (node: DiagramNode): ElkNode => {
    const labelWidth = node.label.length * CHAR_WIDTH + 24
    if (node.children.length === 0)
      return { id: node.id, width: Math.max(96, labelWidth), height: node.collapsed ? 48 : 40 }
    return {
      id: node.id,
      layoutOptions: { 'elk.padding': '[top=36,left=16,bottom=16,right=16]' },
      children: node.children.map(toElk),
    }
  }
  const edges: ElkExtendedEdge[] = model.edges.map((edge) => ({
    id: edge.key,
    sources: [edge.source],
    targets: [edge.target],
    labels: [{ text: edge.label, width: edge.label.length * 6.2 + 8, height: LABEL_HEIGHT }],
  }))
  return {
    id: '__root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.layered.spacing.nodeNodeBetweenLayers': '48',
      'elk.spacing.nodeNode': '32',
      'elk.spacing.edgeLabel': '4',
      'elk.edgeLabels.inline': 'false',
    },
    children: [toElk(model.root)],
    edges,
  }
}
