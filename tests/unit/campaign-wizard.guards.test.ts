import { describe, expect, it } from 'vitest'
import {
  campaignWizardMachine,
  type CampaignWizardContext,
} from '../../machines/exercise/campaign-wizard.machine'
import { sampleCard } from '../../machines/exercise/template-selection.scenarios'
import {
  templateSelectionMachine,
  type TemplateSelectionContext,
} from '../../machines/exercise/template-selection.machine'
import { freshCampaignForm, MAX_CAMPAIGN_TEMPLATES } from '../../src/domain/exercise-campaign'
import { guardOf } from './machine-guard'

// The generated paths send only what a step accepts; these are the refusals.

const guard = (name: string) => guardOf<CampaignWizardContext>(campaignWizardMachine, name)
const today = '2026-11-23'
const form = freshCampaignForm(today)
const cards = (count: number) => Array.from({ length: count }, (_, i) => sampleCard(`tpl_${i + 1}`))
const sales = { id: 'dep_sales', name: 'Sales' }
const admins = { id: 'grp_admins', name: 'Admins' }

describe('campaign wizard guards', () => {
  it('takes templates up to the maximum, and asks for the required three or a pack', () => {
    // The selection's own rules are its machine's; the wizard takes a new template only on the custom grid.
    const selection = (name: string) => guardOf<TemplateSelectionContext>(templateSelectionMachine, name)
    expect(selection('hasRoom')({ selected: cards(MAX_CAMPAIGN_TEMPLATES - 1) })).toBe(true)
    expect(selection('hasRoom')({ selected: cards(MAX_CAMPAIGN_TEMPLATES) })).toBe(false)
    expect(guard('customGrid')({ packId: null })).toBe(true)
    expect(guard('customGrid')({ packId: 'pck_starter' })).toBe(false)
    const templatesChosen = guard('templatesChosen')
    expect(templatesChosen({ selected: cards(2), packId: null })).toBe(false)
    expect(templatesChosen({ selected: cards(3), packId: null })).toBe(true)
    expect(templatesChosen({ selected: [], packId: 'pck_starter' })).toBe(true)
    expect(selection('isSelected')({ selected: cards(2) }, sampleCard('tpl_2'))).toBe(true)
    expect(selection('isSelected')({ selected: cards(2) }, sampleCard('tpl_3'))).toBe(false)
  })

  it('chooses only a listed pack, and goes on only once its templates loaded', () => {
    const packs = [{ id: 'pck_starter' }] as CampaignWizardContext['packs']
    expect(guard('knownPack')({ packs }, 'pck_starter')).toBe(true)
    expect(guard('knownPack')({ packs }, 'pck_other')).toBe(false)
    expect(guard('knownPack')({ packs: null }, 'pck_starter')).toBe(false)
    expect(guard('packLoaded')({ packId: 'pck_starter', packTemplates: [] })).toBe(false)
    expect(guard('packLoaded')({ packId: null, packTemplates: cards(3) })).toBe(false)
    expect(guard('packLoaded')({ packId: 'pck_starter', packTemplates: cards(3) })).toBe(true)
  })

  it('goes past the settings only with a valid form and someone to receive it', () => {
    const settingsValid = guard('settingsValid')
    expect(settingsValid({ form, today, learnerCount: 4 })).toBe(true)
    expect(settingsValid({ form, today, learnerCount: 0 })).toBe(false)
    expect(settingsValid({ form, today, learnerCount: null })).toBe(false)
    expect(settingsValid({ form: { ...form, name: '' }, today, learnerCount: 4 })).toBe(false)
  })

  it('recounts the learners only when who receives it really changed', () => {
    const targetingChanged = guard('targetingChanged')
    expect(targetingChanged({ form }, { usersType: 'USERS_ALL' })).toBe(false)
    expect(targetingChanged({ form }, { usersType: 'USERS_FROM_GROUPS' })).toBe(true)
    expect(targetingChanged({ form }, { name: 'Renamed' })).toBe(false)
  })

  it('adds a user once, removes only a chosen one', () => {
    const chosen = { form: { ...form, userIds: ['usr_1'] } }
    expect(guard('userNotChosen')(chosen, 'usr_1')).toBe(false)
    expect(guard('userNotChosen')(chosen, 'usr_2')).toBe(true)
    expect(guard('userChosen')(chosen, 'usr_1')).toBe(true)
    expect(guard('userChosen')(chosen, 'usr_2')).toBe(false)
  })

  it('ticks departments and groups only from their own listed audience', () => {
    const notOffered = guard('notOffered')
    const lists = { departments: [sales], groups: [admins] }
    const byDepartment = { ...lists, form: { ...form, usersType: 'USERS_FROM_DEPARTMENTS' as const } }
    const byGroup = { ...lists, form: { ...form, usersType: 'USERS_FROM_GROUPS' as const } }
    expect(notOffered(byDepartment, { departmentIds: ['dep_sales'] })).toBe(false)
    expect(notOffered(byDepartment, { departmentIds: ['dep_elsewhere'] })).toBe(true)
    expect(notOffered(byGroup, { departmentIds: ['dep_sales'] })).toBe(true)
    expect(notOffered(byGroup, { groupIds: ['grp_admins'] })).toBe(false)
    expect(notOffered(byDepartment, { groupIds: ['grp_admins'] })).toBe(true)
    expect(notOffered(byGroup, { name: 'Renamed' })).toBe(false)
  })

  it('tells a launch refused for missing templates from other failures', () => {
    expect(guard('templatesGone')({}, { code: 'templates_missing' })).toBe(true)
    expect(guard('templatesGone')({}, { code: 'not_found' })).toBe(false)
  })
})
