import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { registry } from '../../machines/registry'

// `npm run paths:costs`: the time each machine took in the last full paths run (coverage/paths-machines, written
// by the suite) becomes tests/paths/shard-costs.json, which the shards are balanced by. Run it after a flow grows
// or a new one joins, and commit the file.
const dir = 'coverage/paths-machines'
const costs = Object.fromEntries(
  readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as { id: string; milliseconds?: number })
    .filter((row) => typeof row.milliseconds === 'number' && registry.some((entry) => entry.id === row.id))
    .map((row) => [row.id, Math.round(row.milliseconds!)] as const)
    .sort(([a], [b]) => a.localeCompare(b)),
)
writeFileSync('tests/paths/shard-costs.json', `${JSON.stringify(costs, null, 2)}\n`)
const total = Object.values(costs).reduce((sum, ms) => sum + ms, 0)
console.log(
  `${Object.keys(costs).length} machines, ${(total / 1000).toFixed(0)} s in all: tests/paths/shard-costs.json`,
)
