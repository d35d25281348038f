import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, normalize, relative } from 'node:path'
import { registry } from '../machines/registry'

// `npm run test:changed [ref]`: the fast local loop. Runs only what the files changed since `ref` (HEAD by
// default, plus files not yet committed) reach: the unit and gateway tests vitest's `--changed` finds through the
// import graph, and the generated paths of each machine whose machine, scenarios or view the change reaches
// (PATHS_ONLY). Typecheck, lint, the Postgres pass and e2e stay with `npm test`.

const ref = process.argv[2] ?? 'HEAD'
const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean)
const changed = new Set(
  [...git('diff', '--name-only', ref), ...git('ls-files', '--others', '--exclude-standard')].map((file) =>
    normalize(file),
  ),
)
if (changed.size === 0) {
  console.log(`Nothing changed since ${ref}.`)
  process.exit(0)
}

const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g
const resolve = (from: string, specifier: string): string | null => {
  const base = normalize(join(dirname(from), specifier))
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ])
    if (/\.(ts|tsx|json)$/.test(candidate) && existsSync(candidate)) return candidate
  return null
}
const imports = new Map<string, string[]>()
const importsOf = (file: string) => {
  if (!imports.has(file)) {
    const source = readFileSync(file, 'utf8')
    imports.set(
      file,
      [...source.matchAll(IMPORT)].flatMap((match) => resolve(file, match[1] ?? match[2]!) ?? []),
    )
  }
  return imports.get(file)!
}
/** Whether any file `roots` import, directly or through others, is among the changed ones. */
const reaches = (roots: string[]) => {
  const seen = new Set<string>()
  const stack = roots.filter((root) => existsSync(root))
  while (stack.length) {
    const file = stack.pop()!
    if (seen.has(file)) continue
    seen.add(file)
    if (changed.has(relative('.', file))) return true
    stack.push(...importsOf(file))
  }
  return false
}

// The suite's own machinery reaches every machine.
const everyMachine = [...changed].some((file) =>
  /^(tests\/paths\/(?!views\/)|machines\/tooling\/)/.test(file),
)
const machines = registry.filter(
  (entry) =>
    everyMachine ||
    changed.has(`machines/approved/${entry.file}.flow.txt`) ||
    reaches([
      `machines/${entry.file}.machine.ts`,
      `machines/${entry.file}.scenarios.ts`,
      `tests/paths/views/${entry.file}.view.tsx`,
    ]),
)

const run = (args: string[], env: Record<string, string> = {}) =>
  spawnSync('npx', ['vitest', 'run', ...args], { stdio: 'inherit', env: { ...process.env, ...env } })
    .status ?? 1

console.log(`Changed since ${ref}: ${changed.size} files.`)
let status = run(['--project', 'unit', '--project', 'server', '--changed', ref, '--passWithNoTests'], {
  TEST_DATABASE_URL: '',
})
if (machines.length > 0) {
  console.log(`\nGenerated paths of ${machines.map((entry) => entry.id).join(', ')}`)
  status ||= run(['--project', 'paths', 'tests/paths/paths-1.test.tsx'], {
    PATHS_ONLY: machines.map((entry) => entry.id).join(','),
  })
} else console.log('\nNo machine is reached by the change: no generated paths to run.')
process.exit(status)
