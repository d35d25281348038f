import { expect, it } from 'vitest'
import { machineById, registry } from '../../machines/registry'
import { childFlows, parentFlows } from '../../src/visualizer/child-flows'

it('finds a screen machine’s child flows and, from a child, the pages it is part of', () => {
  const screen = machineById('exerciseCreateScreen')!
  expect(childFlows(screen, registry).map((flow) => flow.id)).toEqual(
    expect.arrayContaining([
      'campaignWizard',
      'templateLibrary',
      'templateBuilder',
      'templatePreview',
      'userSearch',
    ]),
  )
  expect(parentFlows(machineById('campaignWizard')!, registry).map((flow) => flow.id)).toContain(
    'exerciseCreateScreen',
  )
  expect(childFlows(machineById('twoFactorLogin')!, registry)).toEqual([])
})
