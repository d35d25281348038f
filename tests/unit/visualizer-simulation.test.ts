import { describe, expect, it } from 'vitest'
import { registry } from '../../machines/registry'
import { traceEvents } from '../../machines/tooling/replay'
import { acceptedEvents } from '../../src/visualizer/simulation'

// Issue 22: every registered machine simulates in the visualizer. The simulator replays its log with
// traceEvents; a machine that errors on start (or on any event its first state accepts) opens as "(error)"
// with nothing to click.

describe('every machine simulates', () => {
  for (const entry of registry) {
    const inputs = entry.scenarios.inputs?.length ? entry.scenarios.inputs : [undefined]
    it(`${entry.id} starts, and takes every event its first state accepts`, () => {
      for (const input of inputs) {
        const start = traceEvents(entry, [], input).snapshots[0]!
        expect(start.status, `${entry.id} on start`).not.toBe('error')
        for (const accepted of acceptedEvents(entry, start))
          for (const event of accepted.variants) {
            const after = traceEvents(entry, [event], input).snapshots.at(-1)!
            expect(after.status, `${entry.id} after ${JSON.stringify(event)}`).not.toBe('error')
          }
      }
    })
  }
})
