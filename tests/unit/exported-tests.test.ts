import { readdirSync, readFileSync } from 'node:fs'
import { format, resolveConfig } from 'prettier'
import { describe, expect, it } from 'vitest'
import { machineById } from '../../machines/registry'
import { EXPORTED_TESTS_DIR, exportedFrom, journeyAsBrowserTest } from '../../src/visualizer/browser-test'

// The browser tests exported from the visualizer and run by the e2e suite are what the visualizer writes today:
// a change to a flow's user actions, its sights or the export itself shows here first, before the e2e run.

const files = readdirSync(EXPORTED_TESTS_DIR).filter((name) => name.endsWith('.test.ts'))

describe('exported browser tests', () => {
  it('holds at least one', () => {
    expect(files.length).toBeGreaterThan(0)
  })

  it.each(files)('%s is what "Copy as browser test" writes now (npm run flows:export to renew it)', async (name) => {
    const file = `${EXPORTED_TESTS_DIR}/${name}`
    const text = readFileSync(file, 'utf8')
    const origin = exportedFrom(text)
    expect(origin, 'its first line names the flow and journey').not.toBeNull()
    const entry = machineById(origin!.flow)
    expect(entry, `flow ${origin!.flow}`).toBeDefined()
    const test = journeyAsBrowserTest(entry!, origin!.journey)
    if (!test.ok) throw new Error(test.reason)
    expect(text).toBe(await format(test.text, { ...(await resolveConfig(file)), parser: 'typescript' }))
  })
})
