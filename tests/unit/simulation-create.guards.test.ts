import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import {
  simulationCreateMachine,
  simulationCreateStepOf,
  type SimulationCreateContext,
} from '../../machines/simulation/simulation-create.machine'
import { emptyDraft } from '../../src/domain/simulation/draft'
import { guardOf } from './machine-guard'

// The generated paths send only what a step accepts; these are the refusals. The step is the flow's state, so an
// event of another step is simply not taken there; the rules within a step are its guards.

const guard = (name: string) => guardOf<SimulationCreateContext>(simulationCreateMachine, name)
const draft = emptyDraft()
const options = {
  loginPages: [{ id: 'lp_bank', name: 'Bank' }],
  departments: [{ id: 'dep_sales', name: 'Sales' }],
  groups: [{ id: 'grp_admins', name: 'Admins' }],
}
const templates = [{ id: 'tpl_1' }] as SimulationCreateContext['templates']
const on = (extra: Partial<SimulationCreateContext> = {}): Partial<SimulationCreateContext> => ({
  draft,
  options,
  templates,
  previewId: null,
  ...extra,
})
const ada = { id: 'usr_ada', name: 'Ada Lovelace' }

const started = () => {
  const actor = createActor(
    simulationCreateMachine.provide({
      actors: {
        loadOptions: fromPromise(async () => options),
        loadTemplates: fromPromise(async () => templates),
      },
    }),
    { input: { timeZone: 'Europe/Kyiv', today: '2026-12-02' } },
  ).start()
  return { actor, step: () => simulationCreateStepOf(actor.getSnapshot().value) }
}

describe('simulation create steps', () => {
  it('takes each event only on its own step', async () => {
    const { actor, step } = started()
    expect(step()).toBe(0)
    actor.send({ type: 'step.back' })
    expect(step(), 'Back on the first step').toBe(0)
    actor.send({ type: 'template.toggle', templateId: 'tpl_1' })
    expect(actor.getSnapshot().context.draft.templateIds).toEqual([])
    actor.send({ type: 'kind.choose', kind: 'SMART' })
    actor.send({ type: 'step.next' })
    expect(step()).toBe(1)
    actor.send({ type: 'kind.choose', kind: 'ONE_TIME' })
    expect(actor.getSnapshot().context.draft.kind, 'the kind off its step').toBe('SMART')
    actor.send({ type: 'draft.change', patch: { name: 'Elsewhere' } })
    expect(actor.getSnapshot().context.draft.name).not.toBe('Elsewhere')
    await new Promise((resolve) => setTimeout(resolve, 0))
    actor.send({ type: 'template.toggle', templateId: 'tpl_1' })
    expect(actor.getSnapshot().context.draft.templateIds).toEqual(['tpl_1'])
    actor.send({ type: 'step.back' })
    expect(step()).toBe(0)
    expect(actor.getSnapshot().context.draft.templateIds, 'Back keeps everything').toEqual(['tpl_1'])
    actor.stop()
  })

  it('stays on a step that breaks a rule and marks it attempted', async () => {
    const { actor, step } = started()
    actor.send({ type: 'step.next' })
    actor.send({ type: 'step.next' })
    expect(step(), 'no template chosen').toBe(1)
    expect(actor.getSnapshot().context.attempted).toBe(true)
    actor.stop()
  })
})

describe('simulation create guards', () => {
  it('chooses templates only among those listed, and not behind the preview', () => {
    const listedTemplate = guard('listedTemplate')
    expect(listedTemplate(on(), 'tpl_1')).toBe(true)
    expect(listedTemplate(on(), 'tpl_unlisted')).toBe(false)
    expect(listedTemplate(on({ previewId: 'tpl_1' }), 'tpl_1')).toBe(false)
    expect(guard('notPreviewing')(on({ previewId: 'tpl_1' }))).toBe(false)
  })

  it('takes a typed change only for its step, and only listed choices', () => {
    const fitsStep = (context: Partial<SimulationCreateContext>, step: number, patch: object) =>
      guard('fitsStep')(context, { step, patch })
    expect(fitsStep(on(), 3, { name: 'Q4 simulation' })).toBe(true)
    expect(fitsStep(on(), 2, { name: 'Q4 simulation' })).toBe(false)
    expect(fitsStep(on({ previewId: 'tpl_1' }), 3, { name: 'Q4 simulation' })).toBe(false)
    expect(fitsStep(on(), 1, { loginPageId: 'lp_bank' })).toBe(true)
    expect(fitsStep(on(), 1, { loginPageId: 'lp_elsewhere' })).toBe(false)
    const byDepartment = { ...draft, audience: 'USERS_FROM_DEPARTMENTS' as const }
    expect(fitsStep(on({ draft: byDepartment }), 2, { departmentIds: ['dep_sales'] })).toBe(true)
    expect(fitsStep(on({ draft: byDepartment }), 2, { departmentIds: ['dep_elsewhere'] })).toBe(false)
    expect(fitsStep(on(), 2, { departmentIds: ['dep_sales'] })).toBe(false)
    const byGroup = { ...draft, audience: 'USERS_FROM_GROUPS' as const }
    expect(fitsStep(on({ draft: byGroup }), 2, { groupIds: ['grp_elsewhere'] })).toBe(false)
    expect(fitsStep(on(), 3, { recurrence: 'monthly' })).toBe(false)
    expect(fitsStep(on({ draft: { ...draft, kind: 'SMART' } }), 3, { recurrence: 'monthly' })).toBe(true)
  })

  it('picks users for "Selected users" only, each once', () => {
    const selected = { ...draft, audience: 'USERS_SELECTED' as const }
    const canPickUser = guard('canPickUser')
    expect(canPickUser(on({ draft: selected }), ada)).toBe(true)
    expect(canPickUser(on(), ada)).toBe(false)
    const picked = { ...selected, userIds: [ada.id] }
    expect(canPickUser(on({ draft: picked }), ada)).toBe(false)
    expect(guard('hasChosenUser')(on({ draft: picked }), ada.id)).toBe(true)
    expect(guard('hasChosenUser')(on({ draft: picked }), 'usr_other')).toBe(false)
  })
})
