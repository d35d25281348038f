import type { AnyStateNode } from 'xstate'
import type { MachineEntry } from '../../machines/flow'
import { allStateNodes, edgesOf } from '../../machines/tooling/graph'
import { actionName, actionsOf, eventText } from './diagram/model'

// A flow as Markdown tables for a design review: its states (kind, tags, what they invoke, entry and exit
// actions) and its transitions (from, event, guard, to, actions).

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ') || '—'
const row = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`
const names = (actions: readonly unknown[] | undefined) => (actions ?? []).map(actionName).join(', ')

function kindOf(node: AnyStateNode): string {
  if (node.type === 'compound' && Object.keys(node.states).length === 0) return 'atomic'
  return node.type
}

export function flowMarkdown(entry: MachineEntry): string {
  const nodes = allStateNodes(entry.machine)
  const edges = edgesOf(entry.machine)
  return [
    `# ${entry.title} (\`${entry.id}\`)`,
    '',
    entry.description,
    '',
    `Runs on: ${entry.routes.join(', ')}`,
    '',
    `## States (${nodes.length})`,
    '',
    row(['State', 'Kind', 'Tags', 'Invokes', 'Entry', 'Exit']),
    row(['---', '---', '---', '---', '---', '---']),
    ...nodes.map((node) =>
      row([
        node.id,
        kindOf(node),
        [...node.tags].join(', '),
        node.invoke.map((invoke) => invoke.id).join(', '),
        names(node.entry),
        names(node.exit),
      ]),
    ),
    '',
    `## Transitions (${edges.length})`,
    '',
    row(['From', 'Event', 'Guard', 'To', 'Actions']),
    row(['---', '---', '---', '---', '---']),
    ...edges.map((edge) =>
      row([
        edge.source,
        eventText(edge, entry.machine),
        edge.guard ?? '',
        edge.targets.length ? edge.targets.join(', ') : '(stays)',
        actionsOf(edge.definition).join(', '),
      ]),
    ),
    '',
  ].join('\n')
}
