import { readdirSync, readFileSync } from 'node:fs'
import { defineConfig, mergeConfig } from 'vitest/config'
import base from '../vite.config'
import { registry } from '../machines/registry'

// The fast suites only: the unit tests that import the mutated machine (`<file>.machine`, named by
// MUTATION_FILE) and the first paths shard, which alone runs the machine that PATHS_ONLY names (see
// runPathSuite). Server and e2e need a database and a browser; the other unit files
// only add start-up time to each of the hundred-odd runs of a machine. `include` is replaced, not merged:
// mergeConfig concatenates arrays, which kept every unit file in the run.
const file = process.env.MUTATION_FILE
const known = registry.some((entry) => entry.id === process.env.PATHS_ONLY)
const unitFiles = readdirSync('tests/unit')
  .map((name) => `tests/unit/${name}`)
  .filter((path) => file && readFileSync(path, 'utf8').includes(`/${file}.machine'`))
type Project = { test?: { name?: string; include?: string[] } }
const narrowed = (project: Project, include: string[]) => ({ ...project, test: { ...project.test, include } })

const projects = (base.test?.projects ?? []).flatMap((project) => {
  if (typeof project !== 'object') return []
  const name = (project as Project).test?.name
  if (name === 'paths')
    return [known ? narrowed(project as Project, ['tests/paths/paths-1.test.tsx']) : project]
  if (name === 'unit' && unitFiles.length) return [narrowed(project as Project, unitFiles)]
  return []
})

export default mergeConfig(
  { ...base, test: { ...base.test, projects: [] } },
  defineConfig({ test: { projects, passWithNoTests: true } }),
)
