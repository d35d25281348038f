import { describe, expect, it } from 'vitest'
import {
  simulationCreateMachine,
  type SimulationCreateContext,
} from '../../machines/simulation/simulation-create.machine'
import { emptyDraft } from '../../src/domain/phishing-simulation'
import { guardOf } from './machine-guard'

// The generated paths send only what a step accepts; these are the refusals.

const guard = (name: string) => guardOf<SimulationCreateContext>(simulationCreateMachine, name)
const draft = emptyDraft()
const options = {
  loginPages: [{ id: 'lp_bank', name: 'Bank' }],
  departments: [{ id: 'dep_sales', name: 'Sales' }],
  groups: [{ id: 'grp_admins', name: 'Admins' }],
}
const templates = [{ id: 'tpl_1' }] as SimulationCreateContext['templates']
const on = (
  step: number,
  extra: Partial<SimulationCreateContext> = {},
): Partial<SimulationCreateContext> => ({
  step,
  draft,
  options,
  templates,
  previewId: null,
  ...extra,
})
const ada = { id: 'usr_ada', name: 'Ada Lovelace' }

describe('simulation create guards', () => {
  it('knows the first and the last form step', () => {
    expect(guard('isFirstStep')(on(0))).toBe(true)
    expect(guard('isFirstStep')(on(1))).toBe(false)
    expect(guard('onKindStep')(on(1))).toBe(false)
    expect(guard('isLastFormStep')(on(3))).toBe(true)
    expect(guard('isLastFormStep')(on(2))).toBe(false)
    expect(guard('isLastFormStep')(on(4))).toBe(false)
  })

  it('chooses templates only on their step, among those listed, and not behind the preview', () => {
    const shownTemplate = guard('shownTemplate')
    expect(shownTemplate(on(1), 'tpl_1')).toBe(true)
    expect(shownTemplate(on(1), 'tpl_unlisted')).toBe(false)
    expect(shownTemplate(on(2), 'tpl_1')).toBe(false)
    expect(shownTemplate(on(1, { previewId: 'tpl_1' }), 'tpl_1')).toBe(false)
    expect(guard('onTemplatesStep')(on(1))).toBe(true)
    expect(guard('onTemplatesStep')(on(1, { previewId: 'tpl_1' }))).toBe(false)
    expect(guard('onTemplatesStep')(on(0))).toBe(false)
    expect(guard('notPreviewing')(on(1, { previewId: 'tpl_1' }))).toBe(false)
  })

  it('takes a typed change only for the step on screen, and only listed choices', () => {
    const fitsStep = guard('fitsStep')
    expect(fitsStep(on(3), { name: 'Q4 simulation' })).toBe(true)
    expect(fitsStep(on(2), { name: 'Q4 simulation' })).toBe(false)
    expect(fitsStep(on(3, { previewId: 'tpl_1' }), { name: 'Q4 simulation' })).toBe(false)
    expect(fitsStep(on(1), { loginPageId: 'lp_bank' })).toBe(true)
    expect(fitsStep(on(1), { loginPageId: 'lp_elsewhere' })).toBe(false)
    const byDepartment = { ...draft, audience: 'USERS_FROM_DEPARTMENTS' as const }
    expect(fitsStep(on(2, { draft: byDepartment }), { departmentIds: ['dep_sales'] })).toBe(true)
    expect(fitsStep(on(2, { draft: byDepartment }), { departmentIds: ['dep_elsewhere'] })).toBe(false)
    expect(fitsStep(on(2), { departmentIds: ['dep_sales'] })).toBe(false)
    const byGroup = { ...draft, audience: 'USERS_FROM_GROUPS' as const }
    expect(fitsStep(on(2, { draft: byGroup }), { groupIds: ['grp_elsewhere'] })).toBe(false)
    expect(fitsStep(on(3), { recurrence: 'monthly' })).toBe(false)
    expect(fitsStep(on(3, { draft: { ...draft, kind: 'SMART' } }), { recurrence: 'monthly' })).toBe(true)
  })

  it('picks users only on the audience step for "Selected users", each once', () => {
    const selected = { ...draft, audience: 'USERS_SELECTED' as const }
    const canPickUser = guard('canPickUser')
    expect(canPickUser(on(2, { draft: selected }), ada)).toBe(true)
    expect(canPickUser(on(2), ada)).toBe(false)
    expect(canPickUser(on(3, { draft: selected }), ada)).toBe(false)
    const picked = { ...selected, userIds: [ada.id] }
    expect(canPickUser(on(2, { draft: picked }), ada)).toBe(false)
    expect(guard('hasChosenUser')(on(2, { draft: picked }), ada.id)).toBe(true)
    expect(guard('hasChosenUser')(on(2, { draft: picked }), 'usr_other')).toBe(false)
    expect(guard('hasChosenUser')(on(3, { draft: picked }), ada.id)).toBe(false)
  })
})
