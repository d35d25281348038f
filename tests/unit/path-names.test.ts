import { describe, expect, it } from 'vitest'
import { machineById } from '../../machines/registry'
import { generatePaths } from '../../machines/tooling/graph'
import { traceEvents } from '../../machines/tooling/replay'
import {
  eventLabel,
  groupPaths,
  journeysOf,
  searchJourneys,
  pathAsTest,
  pathName,
  stateName,
} from '../../src/visualizer/path-names'

const twoFactor = generatePaths(machineById('twoFactorLogin')!)

describe('paths as a tester reads them', () => {
  it('names a state value by its dotted names, parallel regions joined', () => {
    expect(stateName('enteringCode')).toBe('enteringCode')
    expect(stateName({ settings: 'ready' })).toBe('settings.ready')
    expect(stateName({ feed: 'ready', popover: { open: { detail: 'shown' } } })).toBe(
      'feed.ready + popover.open.detail.shown',
    )
  })

  it('labels events by name with a short payload, never raw JSON', () => {
    expect(eventLabel({ type: 'xstate.done.actor.verifyCode' })).toBe('verifyCode succeeded')
    expect(eventLabel({ type: 'xstate.error.actor.sendCode' })).toBe('sendCode failed')
    expect(eventLabel({ type: 'xstate.after.autoOpen.popover.countdown' })).toBe('after autoOpen')
    expect(eventLabel({ type: 'code.submit', code: '123456' } as never)).toBe('code.submit (code: "123456")')
    expect(eventLabel({ type: 'users.add', ids: ['a', 'b'], user: { id: 'u1' } } as never)).toBe(
      'users.add (ids: 2 items, user: {…})',
    )
  })

  it('names each path by where it ends and the event that took it there', () => {
    const blocked = twoFactor.find((path) => pathName(path).startsWith('→ blocked'))
    expect(blocked && pathName(blocked)).toMatch(/^→ blocked after (sendCode|verifyCode) failed$/)
  })

  it('lists every path once, grouped by end state, and searches names not JSON', () => {
    const all = groupPaths(twoFactor, '').flatMap((group) => group.paths)
    expect(new Set(all.map((path) => path.index)).size).toBe(all.length)
    // Only paths that end on a refused event are left out.
    const refused = twoFactor.filter((path) => {
      const before = path.steps[path.steps.length - 2]
      const last = path.steps[path.steps.length - 1]!
      return before && !last.event.type.startsWith('xstate.') && !before.state.can(last.event)
    })
    expect(refused.length).toBeGreaterThan(0)
    expect(all).toHaveLength(twoFactor.length - refused.length)
    const resent = groupPaths(twoFactor, 'code.resend').flatMap((group) => group.paths)
    expect(resent.length).toBeGreaterThan(0)
    expect(resent.length).toBeLessThan(twoFactor.length)
    expect(groupPaths(twoFactor, '"code"')).toEqual([])
  })

  it('copies a path as a readable test skeleton', () => {
    const text = pathAsTest('twoFactorLogin', twoFactor[1]!)
    expect(text).toMatch(/^it\('twoFactorLogin → /m)
    expect(text).toContain('// start in ')
    expect(text.trim().endsWith('})')).toBe(true)
    // The copied test runs: its body, evaluated with the same imports, passes on the machine.
    const body = text.slice(text.indexOf('  const entry'), text.lastIndexOf('})')).replace("')!", "')")
    new Function('machineById', 'traceEvents', 'expect', body)(machineById, traceEvents, expect)
  })

  it('groups the paths by intent: each end, each failed call, each refusal, each state, shortest first', () => {
    const journeys = journeysOf(twoFactor)
    const kinds = new Set(journeys.map((journey) => journey.kind))
    expect([...kinds]).toEqual(['final', 'failure', 'refusal', 'state'])
    // The first journey is the shortest way to the flow's end, and says how many paths end there.
    const [first] = journeys
    expect(first).toMatchObject({ kind: 'final', name: 'Reaches done' })
    const done = twoFactor.filter((path) => path.state.status === 'done')
    expect(first!.count).toBe(done.length)
    expect(twoFactor[first!.index]!.steps.length).toBe(Math.min(...done.map((path) => path.steps.length)))
    expect(journeys.some((journey) => journey.name === 'verifyCode fails → enteringCode')).toBe(true)
    expect(
      journeys.filter((journey) => journey.kind === 'refusal').every((j) => / refused in /.test(j.name)),
    ).toBe(true)
    // Every state a path ends in has its journey, and a search keeps the journeys that hold its words.
    const ends = new Set(twoFactor.map((path) => stateName(path.state.value)))
    expect(journeys.filter((journey) => journey.kind === 'state')).toHaveLength(ends.size)
    const failing = searchJourneys(journeys, twoFactor, 'sendCode failed')
    expect(failing.length).toBeGreaterThan(0)
    expect(failing.length).toBeLessThan(journeys.length)
  })
})
