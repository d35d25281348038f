import { runPathSuite } from './path-suite'

// Half of the registry's machines, balanced by measured cost (see runPathSuite and shardOf): the other half runs
// beside it in the other worker.
await runPathSuite({ index: 0, count: 2 })
