// `npm start`: builds the console and the gateway only when their sources changed since the last build, then
// runs the gateway. A second start with unchanged sources skips the 20 s build (issue 66).
import { execFileSync, execSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, URL } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
// Everything either build reads. The commit is part of it: the visualizer's change view compares with the one
// before it.
const INPUTS = [
  'src',
  'machines',
  'server',
  'public',
  'index.html',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'panda.config.ts',
  'postcss.config.cjs',
  'tsconfig.json',
]
const STAMP = join(root, 'dist-server', 'sources.sha256')

function addTree(hash, path) {
  if (!existsSync(path)) return
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path).sort()) addTree(hash, join(path, name))
  } else hash.update(path.slice(root.length)).update(readFileSync(path))
}

function sourcesHash() {
  const hash = createHash('sha256')
  for (const input of INPUTS) addTree(hash, join(root, input))
  try {
    hash.update(execSync('git rev-parse HEAD', { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] }))
  } catch {
    // Not a git checkout: the files alone decide.
  }
  return hash.digest('hex')
}

const wanted = sourcesHash()
const built =
  existsSync(join(root, 'dist', 'index.html')) &&
  existsSync(join(root, 'dist-server', 'main.js')) &&
  existsSync(STAMP) &&
  readFileSync(STAMP, 'utf8') === wanted
if (!built) {
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' })
  writeFileSync(STAMP, wanted)
}
await import('../dist-server/main.js')
