import { runPathSuite } from './path-suite'

// Half of the registry's machines (see runPathSuite): the other half runs beside it in its own worker.
runPathSuite({ index: 0, count: 2 })
