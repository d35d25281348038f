import { defineConfig, mergeConfig } from 'vitest/config'
import base from '../vite.config'

// The fast suites only: the mutated machine's own unit tests (`tests/unit/<file>.machine.test.ts`, named by
// MUTATION_FILE) and the paths suite (narrowed to the machine by PATHS_ONLY). Server and e2e need a database and
// a browser; the other unit files only add start-up time to each of the hundred-odd runs of a machine.
const file = process.env.MUTATION_FILE
const projects = (base.test?.projects ?? []).flatMap((project) => {
  const name = (project as { test?: { name?: string } }).test?.name
  if (typeof project !== 'object' || !name) return []
  if (name === 'paths') return [project]
  if (name === 'unit' && file)
    return [mergeConfig(project, { test: { include: [`tests/unit/${file}.machine.test.ts`] } })]
  return []
})

export default mergeConfig(
  { ...base, test: { ...base.test, projects: [] } },
  defineConfig({ test: { projects, passWithNoTests: true } }),
)
