import { contextWords, uniqueWords, valueWords } from './behaviour'
import { addTo, emptyFlowRecord, parseReadableRecord, type FlowRecord } from './flow-record-text'

// An approved record (machines/approved/<file>.flow.txt) read back as a model, so two versions of a flow can be
// compared in words (`npm run flows:diff`). Records written before the readable format (a table of hashed states,
// `hash | event → hash` steps) are read too, and their states named as the readable format names them.

export function parseFlowRecord(text: string): FlowRecord {
  return text.includes('\n# states\n') ? parseHashed(text) : parseReadableRecord(text)
}

/** The end of the JSON value that starts at `from` (strings and nesting respected). */
function jsonEnd(text: string, from: number): number {
  let depth = 0
  let inString = false
  for (let i = from; i < text.length; i += 1) {
    const c = text[i]
    if (inString) {
      if (c === '\\') i += 1
      else if (c === '"') inString = false
      if (!inString && depth === 0) return i + 1
    } else if (c === '"') inString = true
    else if (c === '{' || c === '[') depth += 1
    else if (c === '}' || c === ']') {
      depth -= 1
      if (depth === 0) return i + 1
    } else if (depth === 0 && c === ' ') return i
  }
  return text.length
}

/**
 * An old state key, `<value> <context>[ #tag…][ ! failure][ = output]`, in the readable format's words, with the
 * key the readable format keeps for it (the same without the tags).
 */
function hashedState(key: string): { key: string; words: string; tags: string[] } {
  const valueEnd = jsonEnd(key, 0)
  const contextEnd = jsonEnd(key, valueEnd + 1)
  const value: unknown = JSON.parse(key.slice(0, valueEnd))
  const context: unknown = JSON.parse(key.slice(valueEnd + 1, contextEnd))
  let rest = key.slice(contextEnd)
  const tags: string[] = []
  for (let match = /^ #(\S+)/.exec(rest); match; match = /^ #(\S+)/.exec(rest)) {
    tags.push(match[1]!)
    rest = rest.slice(match[0].length)
  }
  const words = contextWords(context)
  return {
    key: `${key.slice(0, contextEnd)}${rest}`,
    words: `${valueWords(value)}${words ? ` (${words})` : ''}${rest.replace(/^ ! /, ' shows ')}`,
    tags,
  }
}

function parseHashed(text: string): FlowRecord {
  const lines = text.split('\n')
  const record = emptyFlowRecord(/^# machine (\S+)/.exec(lines[0] ?? '')?.[1] ?? '')
  const states = new Map<string, ReturnType<typeof hashedState>>()
  for (const line of lines.slice(lines.indexOf('# states') + 1, lines.indexOf('# steps')))
    if (line) states.set(line.slice(0, 8), hashedState(line.slice(9)))
  const titles = uniqueWords([...states.values()])
  const names = new Map([...states].map(([hash, state]) => [hash, titles.get(state.key)!]))
  for (const [hash, state] of states) record.states.set(names.get(hash)!, state.tags)
  let section = ''
  const name = (hash: string) => names.get(hash) ?? hash
  const withNames = (rest: string) =>
    rest.replace(/^→ ([0-9a-f]{8})/, (_m, hash: string) => `→ ${name(hash)}`)
  for (const line of lines) {
    if (line.startsWith('# ')) section = line.slice(2)
    else if (!line) continue
    else if (section === 'states') continue
    else if (section === 'steps') {
      if (line.startsWith('start ')) record.starts.add(withNames(line.slice('start '.length)))
      else if (/^[0-9a-f]{8} \| /.test(line)) {
        const arrow = line.indexOf(' → ')
        addTo(
          record.transitions,
          `${name(line.slice(0, 8))} | ${line.slice(11, arrow)}`,
          withNames(line.slice(arrow + 1)),
        )
      }
    } else if (section === 'ignored') {
      const [hash, , ...labels] = line.split(' ')
      for (const label of labels) addTo(record.ignored, name(hash!), label)
    }
  }
  return record
}

/** What changed in a flow between two records, as sentences a reviewer reads before approving the new one. */
export function describeFlowChange(before: FlowRecord | null, after: FlowRecord | null): string[] {
  if (!before && !after) return []
  if (!before) return [`new flow: ${after!.states.size} states, ${after!.transitions.size} transitions`]
  if (!after) return [`flow removed (it had ${before.states.size} states)`]
  const lines: string[] = []
  const list = (label: string, items: string[]) => {
    if (items.length) lines.push(`${label}:`, ...items.sort().map((item) => `  ${item}`))
  }
  const missingFrom = <T>(a: Map<string, T>, b: Map<string, T>) => [...a.keys()].filter((key) => !b.has(key))
  list('states added', missingFrom(after.states, before.states))
  list('states removed', missingFrom(before.states, after.states))
  list(
    'tags changed',
    [...after.states]
      .filter(([title, tags]) => before.states.has(title) && before.states.get(title)!.join() !== tags.join())
      .map(([title, tags]) => `${title}: #${before.states.get(title)!.join(' #')} → #${tags.join(' #')}`),
  )
  const goneStates = new Set(missingFrom(before.states, after.states))
  const newStates = new Set(missingFrom(after.states, before.states))
  const fromOf = (key: string) => key.slice(0, key.lastIndexOf(' | '))
  list(
    'transitions added',
    missingFrom(after.transitions, before.transitions)
      .filter((key) => !newStates.has(fromOf(key)))
      .map((key) => `${key.replace(' | ', ' on ')} ${[...after.transitions.get(key)!].join(' / ')}`),
  )
  list(
    'transitions removed',
    missingFrom(before.transitions, after.transitions)
      .filter((key) => !goneStates.has(fromOf(key)))
      .map((key) => `${key.replace(' | ', ' on ')} ${[...before.transitions.get(key)!].join(' / ')}`),
  )
  const changed: string[] = []
  for (const [key, outcomes] of after.transitions) {
    const was = before.transitions.get(key)
    if (!was) continue
    const now = [...outcomes].filter((outcome) => !was.has(outcome))
    const then = [...was].filter((outcome) => !outcomes.has(outcome))
    if (now.length || then.length)
      changed.push(
        `${key.replace(' | ', ' on ')}: now ${now.join(' / ') || '(fewer variants)'}; was ${then.join(' / ') || '(fewer variants)'}`,
      )
  }
  list('transitions changed', changed)
  const ignoreChanges: string[] = []
  for (const title of after.states.keys()) {
    if (!before.states.has(title)) continue
    const now = after.ignored.get(title) ?? new Set()
    const then = before.ignored.get(title) ?? new Set()
    const started = [...now].filter((label) => !then.has(label))
    const stopped = [...then].filter((label) => !now.has(label))
    if (started.length) ignoreChanges.push(`${title} now ignores ${started.join(' ')}`)
    if (stopped.length) ignoreChanges.push(`${title} no longer ignores ${stopped.join(' ')}`)
  }
  list('ignored events', ignoreChanges)
  list(
    'starts added',
    [...after.starts].filter((start) => !before.starts.has(start)),
  )
  list(
    'starts removed',
    [...before.starts].filter((start) => !after.starts.has(start)),
  )
  return lines
}
