// The readable approved record (machines/approved/<file>.flow.txt) read back: its states with their tags, each
// state's steps and the events it ignores. Without imports, so the build's config can read records too (the
// visualizer's change view, vite.config.ts).

export interface FlowRecord {
  machine: string
  /** State title → its tags. */
  states: Map<string, string[]>
  /** `state | event` → what the event does there: `→ target ! effects`, one entry per variant seen. */
  transitions: Map<string, Set<string>>
  /** State title → the events it ignores. */
  ignored: Map<string, Set<string>>
  starts: Set<string>
}

export const emptyFlowRecord = (machine: string): FlowRecord => ({
  machine,
  states: new Map(),
  transitions: new Map(),
  ignored: new Map(),
  starts: new Set(),
})

export const addTo = <K, V>(map: Map<K, Set<V>>, key: K, value: V) =>
  map.set(key, (map.get(key) ?? new Set()).add(value))

export function parseReadableRecord(text: string): FlowRecord {
  const lines = text.split('\n')
  const record = emptyFlowRecord(/^# machine (\S+?):?( |$)/.exec(lines[0] ?? '')?.[1] ?? '')
  let current: string | null = null
  for (const line of lines.slice(1)) {
    if (line === '' || line.startsWith('input ')) continue
    if (line.startsWith('start → ')) record.starts.add(line.slice('start '.length))
    else if (line.startsWith('  ignores ') && current)
      for (const label of line.slice('  ignores '.length).split(' ')) addTo(record.ignored, current, label)
    else if (line.startsWith('  ') && current) {
      const arrow = line.indexOf(' → ')
      addTo(record.transitions, `${current} | ${line.slice(2, arrow)}`, line.slice(arrow + 1))
    } else {
      const [title, tags] = splitTags(line)
      current = title
      record.states.set(title, tags)
    }
  }
  return record
}

function splitTags(line: string): [string, string[]] {
  const at = line.lastIndexOf('  #')
  if (at < 0) return [line, []]
  return [
    line.slice(0, at),
    line
      .slice(at + 2)
      .split(' ')
      .map((tag) => tag.slice(1)),
  ]
}
