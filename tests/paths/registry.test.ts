import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { registry } from '../../machines/registry'

describe('machine registry', () => {
  it('registers every *.machine.ts file', () => {
    // One folder per area: machines/<area>/<flow>.machine.ts, and nothing of a flow's at the top.
    const files = readdirSync('machines', { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.machine.ts'))
      .map((name) => name.replace('.machine.ts', ''))
    expect(files.filter((file) => !file.includes('/'))).toEqual([])
    const registered = registry.map((entry) => entry.file)
    expect(files.filter((file) => !registered.includes(file))).toEqual([])
    expect(registered.filter((file) => !files.includes(file))).toEqual([])
  })

  it('gives every machine a unique id, a title, a description, routes and scenarios for each invoke', () => {
    expect(new Set(registry.map((entry) => entry.id)).size).toBe(registry.length)
    for (const entry of registry) {
      expect(entry.title).not.toBe('')
      expect(entry.description.length).toBeGreaterThan(20)
      expect(entry.routes.length).toBeGreaterThan(0)
      const invokeIds = Object.values(entry.machine.root.states).flatMap((node) =>
        (node as { invoke: { id: string }[] }).invoke.map((i) => i.id),
      )
      for (const id of invokeIds)
        expect(entry.scenarios.outcomes[id], `${entry.id}: outcomes for invoke "${id}"`).toBeDefined()
    }
  })
})
