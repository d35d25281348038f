import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { describeFlowChange, parseFlowRecord } from './flow-record'

// `npm run flows:diff [ref]`: per flow, the states and transitions added, removed and changed in its approved
// record (machines/approved/*.flow.txt) since a git ref (HEAD by default), in words. What a reviewer reads before
// accepting a new record.

const DIR = 'machines/approved'
const ref = process.argv[2] ?? 'HEAD'

const git = (...args: string[]) =>
  execFileSync('git', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })

let before: string[]
try {
  before = git('ls-tree', '--name-only', `${ref}:${DIR}`)
    .split('\n')
    .filter((name) => name.endsWith('.flow.txt'))
} catch {
  console.error(`flows:diff: no ${DIR} at "${ref}" (is it a commit, branch or tag of this repository?)`)
  process.exit(2)
}
const now = existsSync(DIR) ? readdirSync(DIR).filter((name) => name.endsWith('.flow.txt')) : []

let changedFlows = 0
for (const file of [...new Set([...before, ...now])].sort()) {
  const old = before.includes(file) ? parseFlowRecord(git('show', `${ref}:${DIR}/${file}`)) : null
  const current = now.includes(file) ? parseFlowRecord(readFileSync(`${DIR}/${file}`, 'utf8')) : null
  const lines = describeFlowChange(old, current)
  if (lines.length === 0) continue
  changedFlows += 1
  console.log(`\n${(current ?? old)!.machine} (${file.replace('.flow.txt', '')})`)
  for (const line of lines) console.log(`  ${line}`)
}
console.log(
  changedFlows === 0
    ? `No flow's approved behaviour changed since ${ref}.`
    : `\n${changedFlows} flow${changedFlows === 1 ? '' : 's'} changed since ${ref}.`,
)
