import { mkdirSync, writeFileSync } from 'node:fs'
import { format, resolveConfig } from 'prettier'
import { machineById } from '../registry'
import { EXPORTED_TESTS_DIR, journeyAsBrowserTest } from '../../src/visualizer/browser-test'

// `npm run flows:export <flow> "<journey>" <name>`: the visualizer's "Copy as browser test" from the command
// line, written to tests/e2e/exported/<name>.test.ts in the house format. tests/unit/exported-tests.test.ts
// fails when a committed export no longer matches what the visualizer would write.

const [flow, journey, name] = process.argv.slice(2)
if (!flow || !journey || !name) {
  console.error('usage: npm run flows:export <flow id> "<journey name>" <file name>')
  process.exit(2)
}
const entry = machineById(flow)
if (!entry) {
  console.error(`flows:export: no flow "${flow}"`)
  process.exit(2)
}
const test = journeyAsBrowserTest(entry, journey)
if (!test.ok) {
  console.error(`flows:export: ${test.reason}`)
  process.exit(1)
}
mkdirSync(EXPORTED_TESTS_DIR, { recursive: true })
const file = `${EXPORTED_TESTS_DIR}/${name}.test.ts`
writeFileSync(file, await format(test.text, { ...(await resolveConfig(file)), parser: 'typescript' }))
process.stdout.write(`wrote ${file}\n`)
