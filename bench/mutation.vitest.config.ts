import { defineConfig, mergeConfig } from 'vitest/config'
import base from '../vite.config'

// The fast suites only (unit and paths): the mutation run's tests. Server and e2e need a database and a
// browser, and are not what the machines' mutants are measured by.
const projects = (base.test?.projects ?? []).filter(
  (project) =>
    typeof project === 'object' &&
    ['unit', 'paths'].includes(String((project as { test?: { name?: string } }).test?.name)),
)

export default mergeConfig(
  { ...base, test: { ...base.test, projects: [] } },
  defineConfig({ test: { projects } }),
)
