import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { describeFlowChange, parseFlowRecord } from './flow-record'

// `npm run flows:diff [ref]`: per flow, the states and transitions added, removed and changed in its approved
// record (machines/approved/<area>/*.flow.txt) since a git ref (HEAD by default), in words. What a reviewer reads before
// accepting a new record.

const DIR = 'machines/approved'
const ref = process.argv[2] ?? 'HEAD'

const git = (...args: string[]) =>
  execFileSync('git', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })

// Records are matched by their flow's name, so a flow that moved to another area folder is compared with itself.
const byName = (paths: string[]) =>
  new Map(
    paths
      .filter((path) => path.endsWith('.flow.txt'))
      .map((path) => [path.split('/').pop()!.replace('.flow.txt', ''), path] as const),
  )
let before: Map<string, string>
try {
  before = byName(git('ls-tree', '-r', '--name-only', ref, '--', DIR).split('\n'))
} catch {
  console.error(`flows:diff: no ${DIR} at "${ref}" (is it a commit, branch or tag of this repository?)`)
  process.exit(2)
}
const now = byName(
  existsSync(DIR)
    ? readdirSync(DIR, { recursive: true, encoding: 'utf8' }).map((path) => `${DIR}/${path}`)
    : [],
)

let changedFlows = 0
for (const file of [...new Set([...before.keys(), ...now.keys()])].sort()) {
  const old = before.has(file) ? parseFlowRecord(git('show', `${ref}:${before.get(file)}`)) : null
  const current = now.has(file) ? parseFlowRecord(readFileSync(now.get(file)!, 'utf8')) : null
  const lines = describeFlowChange(old, current)
  if (lines.length === 0) continue
  changedFlows += 1
  console.log(`\n${(current ?? old)!.machine} (${file})`)
  for (const line of lines) console.log(`  ${line}`)
}
console.log(
  changedFlows === 0
    ? `No flow's approved behaviour changed since ${ref}.`
    : `\n${changedFlows} flow${changedFlows === 1 ? '' : 's'} changed since ${ref}.`,
)
