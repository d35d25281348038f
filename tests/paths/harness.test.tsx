import { render } from '@testing-library/react'
import { readFileSync } from 'node:fs'
import { describe, expect, it, vi } from 'vitest'
import { assign, createMachine, fromPromise, setup } from 'xstate'
import { loginMachine } from '../../machines/login/login.machine'
import type { MachineEntry } from '../../machines/flow'
import { machineById } from '../../machines/registry'
import type { Scenarios } from '../../machines/scenarios'
import { behaviourRecord } from '../../machines/tooling/behaviour'
import { describeFlowChange, parseFlowRecord } from '../../machines/tooling/flow-record'
import { createCoverageRecorder } from '../../machines/tooling/coverage'
import { edgesOf, generatePaths, UnboundedGraphError } from '../../machines/tooling/graph'
import { replayPath } from '../../machines/tooling/replay'
import { MFA_RESEND_LIMIT } from '../../src/domain/two-factor'
import { MiswiredLoginPage } from './harness/MiswiredLoginPage'
import { runOnView } from './run-view'
import { createScriptedActors } from './scripted-actors'
import { loginView } from './views/login/login.view'

// Tests of the harness itself: coverage totals on small machines, a deliberately uncovered edge, an
// unbounded graph, and a view whose wiring is cut.

const probe = setup({
  actors: { load: fromPromise(async () => 1) },
  guards: { isReady: () => true },
}).createMachine({
  id: 'probe',
  initial: 'idle',
  states: {
    idle: { on: { go: 'loading', skip: 'deciding' } },
    loading: { invoke: { id: 'load', src: 'load', onDone: 'both', onError: 'idle' } },
    deciding: { always: [{ guard: 'isReady', target: 'waiting' }, { target: 'idle' }] },
    waiting: { after: { 500: 'both' } },
    both: {
      type: 'parallel',
      states: {
        left: { initial: 'a', states: { a: { on: { flip: 'b' } }, b: {} } },
        right: { initial: 'x', states: { x: {} } },
      },
      on: { reset: '#probe.idle' },
    },
  },
})

const probeEntry = (exclusions?: Scenarios['exclusions'], events?: Scenarios['events']): MachineEntry => ({
  id: 'probe',
  file: 'probe',
  title: 'Probe',
  description: 'A small machine with known totals.',
  routes: ['-'],
  machine: probe,
  scenarios: {
    events: events ?? {
      go: [{ type: 'go' }],
      skip: [{ type: 'skip' }],
      flip: [{ type: 'flip' }],
      reset: [{ type: 'reset' }],
    },
    outcomes: { load: { done: [1], error: [new Error('x')] } },
    abstractContext: () => null,
    maxStates: 5000,
    ...(exclusions ? { exclusions } : {}),
  },
})

function coverageOf(entry: MachineEntry) {
  const recorder = createCoverageRecorder(entry.id, entry.machine)
  const paths = generatePaths(entry)
  for (const path of paths) expect(replayPath(entry, path, recorder.inspect)).toBeNull()
  return recorder.report()
}

describe('coverage computation', () => {
  it('counts every state node (nested and parallel) and every edge kind', () => {
    // states: probe, idle, loading, deciding, waiting, both, left, a, b, right, x
    // edges: go, skip, done, error, always×2, after, flip, reset
    const edges = edgesOf(probe)
    expect(edges.map((e) => e.kind).sort()).toEqual([
      'after',
      'always',
      'always',
      'done',
      'error',
      'on',
      'on',
      'on',
      'on',
    ])
    const report = coverageOf(probeEntry())
    expect(report.states.total).toBe(11)
    expect(report.transitions.total).toBe(9)
  })

  it('reaches 100% when the scenarios drive every edge, except the always fallback that its guard never allows', () => {
    const report = coverageOf(probeEntry())
    expect(report.states.uncovered).toEqual([])
    expect(report.transitions.uncovered).toEqual(['probe.deciding -> always[1]'])
  })

  it('reports an edge as uncovered when no run takes it', () => {
    const report = coverageOf(
      probeEntry(undefined, { go: [{ type: 'go' }], skip: [{ type: 'skip' }], reset: [{ type: 'reset' }] }),
    )
    expect(report.transitions.uncovered).toContain('probe.both.left.a -> flip')
    expect(report.states.uncovered).toContain('probe.both.left.b')
  })

  it('reports a machine whose context grows without bound by name, with the bound that is missing', () => {
    const counter = createMachine({
      id: 'counter',
      context: { count: 0 },
      on: { increment: { actions: assign({ count: ({ context }) => context.count + 1 }) } },
    })
    const entry: MachineEntry = {
      id: 'counter',
      file: 'counter',
      title: 'Counter',
      description: 'Unbounded on purpose.',
      routes: ['-'],
      machine: counter,
      scenarios: {
        events: { increment: [{ type: 'increment' }] },
        outcomes: {},
        abstractContext: (context) => context,
        maxStates: 300,
      },
    }
    expect(() => generatePaths(entry)).toThrow(UnboundedGraphError)
    expect(() => generatePaths(entry)).toThrow(/"counter".*more than 300.*abstractContext/s)
  })
})

describe('generated paths catch a broken view', () => {
  it('fail when the login form is wired to the wrong event', async () => {
    const entry = machineById('login')!
    const miswired = {
      ...loginView,
      mount() {
        const scripted = createScriptedActors([
          'validateLogin',
          'signInWithPassword',
          'fetchUser',
          'signOut',
          'twoFactorLogin',
        ])
        const notifySignedIn = vi.fn()
        render(
          <MiswiredLoginPage
            logic={loginMachine.provide({ actors: scripted.logics, actions: { notifySignedIn } })}
          />,
        )
        return { scripted, spies: { notifySignedIn } }
      },
    }
    const toSignedIn = generatePaths(entry).find((path) => path.state.status === 'done')!
    await expect(runOnView(loginView, toSignedIn, entry)).resolves.toBeUndefined()
    await expect(runOnView(miswired, toSignedIn, entry)).rejects.toThrow()
  })
})

describe('approved behaviour record', () => {
  it('changes when a guard is off by one, and names the step that differs', () => {
    const entry = machineById('twoFactorLogin')!
    const approved = readFileSync('machines/approved/login/two-factor-login.flow.txt', 'utf8')
    expect(behaviourRecord(entry, generatePaths(entry))).toBe(approved)
    const mutated: MachineEntry = {
      ...entry,
      machine: entry.machine.provide({
        guards: {
          canResend: ({ context }: { context: { codesSent: number } }) =>
            context.codesSent < MFA_RESEND_LIMIT,
        },
      }),
    }
    const record = behaviourRecord(mutated, generatePaths(mutated))
    expect(record).not.toBe(approved)
    const only = (text: string, other: string) => {
      const lines = new Set(other.split('\n'))
      return text.split('\n').filter((line) => !lines.has(line))
    }
    expect(only(approved, record).some((line) => line.includes('code.resend'))).toBe(true)
    // What `npm run flows:diff` tells the reviewer about the same change, in words.
    const change = describeFlowChange(parseFlowRecord(approved), parseFlowRecord(record))
    expect(change).toContain('transitions removed:')
    expect(change).toContain('  enteringCode (sent 3) now ignores code.resend')
    expect(change.slice(change.indexOf('states removed:'))).toContain('  sendingCode (sent 3)')
    expect(describeFlowChange(parseFlowRecord(approved), parseFlowRecord(approved))).toEqual([])
  })
})
