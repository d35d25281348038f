import { expect, it } from 'vitest'
import type { AnyStateMachine } from 'xstate'
import { registry } from '../../machines/registry'

// A machine's setup() names its actors with default implementations, which exist for the types: the console
// runs each machine through its binding (src/app/flows), which must replace every one of them with a gateway
// call (a child flow, a machine of its own, is invoked as it is). A default left in place would answer with
// made-up data. This is also why the mutation run does not count mutants of the defaults
// (bench/mutation-ignorer.mjs): no running console executes them.

const modules = import.meta.glob<Record<string, unknown>>('../../src/app/flows/**/*.ts', { eager: true })

/** Anything a binding may be handed (deps, links, a session actor): each member is a no-op. */
const anything: unknown = new Proxy(function () {}, {
  get: (_target, key) => (key === Symbol.toPrimitive ? () => '' : anything),
  apply: () => anything,
})

const failed: string[] = []

/** Bindings whose arguments pick something by name. */
const ARGUMENTS: Record<string, unknown[]> = { bindTrainingReport: [anything, 'training'] }

function boundMachines(): Map<string, AnyStateMachine[]> {
  failed.length = 0
  const bound = new Map<string, AnyStateMachine[]>()
  const keep = (value: unknown) => {
    const machine = value as AnyStateMachine | null
    if (machine && typeof machine === 'object' && 'implementations' in machine && 'id' in machine)
      bound.set(machine.id, [...(bound.get(machine.id) ?? []), machine])
  }
  for (const exports of Object.values(modules))
    for (const [name, value] of Object.entries(exports)) {
      if (typeof value !== 'function' || !/^bind[A-Z]/.test(name)) keep(value)
      else
        try {
          const args = ARGUMENTS[name] ?? [anything, anything, anything]
          keep((value as (...a: unknown[]) => unknown)(...args))
        } catch (error) {
          failed.push(`${name}: ${(error as Error).message}`)
        }
    }
  return bound
}

/** A child flow invoked as it is (its own machine, registered and tested on its own), not a default. */
const isMachine = (logic: unknown) => typeof logic === 'object' && logic !== null && 'root' in logic

it("every binding replaces each of its machine's default actors", () => {
  const bound = boundMachines()
  const defaultsLeft: string[] = []
  for (const entry of registry) {
    const defaults = entry.machine.implementations.actors as Record<string, unknown>
    for (const machine of bound.get(entry.machine.id) ?? []) {
      const actors = machine.implementations.actors as Record<string, unknown>
      for (const [name, logic] of Object.entries(defaults))
        if (actors[name] === logic && !isMachine(logic)) defaultsLeft.push(`${entry.id}.${name}`)
    }
  }
  expect(defaultsLeft).toEqual([])
})

it('binds every registered machine that calls anything', () => {
  const bound = boundMachines()
  const unbound = registry
    .filter((entry) => Object.keys(entry.machine.implementations.actors).length > 0)
    .filter((entry) => !bound.has(entry.machine.id))
    .map((entry) => entry.id)
  expect(unbound).toEqual([])
})

it('binds every binding', () => {
  boundMachines()
  expect(failed).toEqual([])
})
