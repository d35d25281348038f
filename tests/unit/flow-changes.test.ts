import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { ApprovedCoverageFile } from '../../src/visualizer/coverage-data'
import { eventTypeOf, flowChanges, leafPaths, removedBySource } from '../../src/visualizer/flow-changes'

const dir = 'machines/approved/login'
const current = {
  coverage: JSON.parse(readFileSync(`${dir}/two-factor-login.coverage.json`, 'utf8')) as ApprovedCoverageFile,
  record: readFileSync(`${dir}/two-factor-login.flow.txt`, 'utf8'),
}

describe('what changed in a flow, on its chart', () => {
  it('reads a record state as the leaves it stands for, and an event label as its type', () => {
    expect(leafPaths('editing.(step.kind + templateList.idle)')).toEqual([
      'editing.step.kind',
      'editing.templateList.idle',
    ])
    expect(leafPaths('enteringCode')).toEqual(['enteringCode'])
    expect(eventTypeOf('error:verifyCode#2')).toBe('xstate.error.actor.verifyCode')
    expect(eventTypeOf('done:sendCode')).toBe('xstate.done.actor.sendCode')
    expect(eventTypeOf('code.submit#1')).toBe('code.submit')
  })

  it('finds nothing between a version and itself, and everything added for a flow new since the base', () => {
    expect(flowChanges(current, current)).toEqual({
      addedStates: [],
      removedStates: [],
      addedEdges: [],
      removedEdges: [],
      changedEdges: [],
    })
    const fresh = flowChanges(current, null)
    expect(fresh.addedStates).toEqual(Object.keys(current.coverage.states))
    expect(fresh.addedEdges).toEqual(Object.keys(current.coverage.transitions))
  })

  it('places a changed step on the edge it leaves by, and lists what the base had and this version lacks', () => {
    const { 'twoFactorLogin.signingIn': _gone, ...states } = current.coverage.states
    const base = {
      coverage: {
        ...current.coverage,
        states: { ...states, 'twoFactorLogin.locked': 3 },
        transitions: { ...current.coverage.transitions, 'twoFactorLogin.locked -> unlock': 1 },
      },
      // The resend used to land elsewhere.
      record: current.record.replace(
        /code\.resend → sendingCode \(sent 0\)/,
        'code.resend → blocked (sent 0)',
      ),
    }
    expect(base.record).not.toBe(current.record)
    expect(flowChanges(current, base)).toEqual({
      addedStates: ['twoFactorLogin.signingIn'],
      removedStates: ['twoFactorLogin.locked'],
      addedEdges: [],
      removedEdges: ['twoFactorLogin.locked -> unlock'],
      changedEdges: ['twoFactorLogin.enteringCode -> code.resend'],
    })
  })

  it('reads only the changed transitions from a base approved before coverage was', () => {
    const record = current.record.replace(
      /code\.resend → sendingCode \(sent 0\)/,
      'code.resend → blocked (sent 0)',
    )
    expect(flowChanges(current, { coverage: null, record })).toEqual({
      addedStates: [],
      removedStates: [],
      addedEdges: [],
      removedEdges: [],
      changedEdges: ['twoFactorLogin.enteringCode -> code.resend'],
    })
  })
})

describe('removed transitions on the chart', () => {
  it('groups them by the state they left from, one label per event whatever its branches', () => {
    expect(
      removedBySource([
        'twoFactorLogin.enteringCode -> code.cancel',
        'twoFactorLogin.sendingCode -> xstate.error.actor.sendCode[0]',
        'twoFactorLogin.sendingCode -> xstate.error.actor.sendCode[1]',
        'not a key',
      ]),
    ).toEqual(
      new Map([
        ['twoFactorLogin.enteringCode', ['code.cancel']],
        ['twoFactorLogin.sendingCode', ['xstate.error.actor.sendCode']],
      ]),
    )
  })
})
