import { defineFlow } from '../flow'
import type { LaunchPlan } from '../../src/domain/exercise-campaign'
import type { Pack } from '../../src/domain/template-library'
import { sampleCard } from './template-selection.scenarios'
import { campaignWizardMachine } from './campaign-wizard.machine'
import { failure, offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'

const cards = Array.from({ length: 3 }, (_, i) => sampleCard(`tpl_${i + 1}`))
const pack: Pack = {
  id: 'pck_starter',
  name: 'Starter Pack',
  difficulty: 1,
  thumbnail: null,
  templatesTotalCount: 3,
  templatesEmailCount: 2,
  templatesSmsCount: 1,
}
const plan: LaunchPlan = {
  total: 2,
  zones: 2,
  rows: [
    {
      id: 'u1',
      fullName: 'Ada Lovelace',
      email: 'ada@globex.example',
      timeZone: 'Europe/London',
      zoneKnown: true,
      deliverAt: '2026-11-24T09:00:00.000Z',
      dueAt: '2026-12-08T09:00:00.000Z',
    },
    {
      id: 'u2',
      fullName: 'Grace Hopper',
      email: 'grace@globex.example',
      timeZone: 'America/New_York',
      zoneKnown: false,
      deliverAt: '2026-11-24T14:00:00.000Z',
      dueAt: '2026-12-08T14:00:00.000Z',
    },
  ],
}

export const campaignWizardScenarios: Scenarios<typeof campaignWizardMachine> = {
  inputs: [{ today: '2026-11-23', timeZone: 'Europe/London' }],
  events: {
    'pack.select': [{ type: 'pack.select', packId: 'pck_starter' }],
    'pack.custom': [{ type: 'pack.custom' }],
    'pack.edit': [{ type: 'pack.edit' }],
    'template.created': [{ type: 'template.created', template: sampleCard('tpl_new') }],
    // What the selection machine reports: nothing, too few, the required three (its own paths cover the cards).
    'selection.changed': [
      { type: 'selection.changed', selected: [] },
      { type: 'selection.changed', selected: cards.slice(0, 1) },
      { type: 'selection.changed', selected: cards },
    ],
    // One refusal (departments chosen as the recipients, none picked) and its fix; the other fields' rules are
    // the form's unit tests.
    'settings.change': [
      { type: 'settings.change', patch: { usersType: 'USERS_FROM_DEPARTMENTS' } },
      { type: 'settings.change', patch: { departmentIds: ['dep_sales'] } },
      { type: 'settings.change', patch: { name: 'Q4 drill' } },
    ],
    'users.add': [{ type: 'users.add', user: { id: 'u1', name: 'Ada Lovelace' } }],
    'users.remove': [{ type: 'users.remove', userId: 'u1' }],
    'step.next': [{ type: 'step.next' }],
    'step.back': [{ type: 'step.back' }],
    launch: [{ type: 'launch' }],
  },
  outcomes: {
    // A failed pack list reads as none (the custom grid still works): one outcome tells nothing more.
    loadPacks: { done: [[pack]], error: [offline] },
    loadPackTemplates: { done: [cards.slice(0, 3)], error: [offline] },
    loadDirectory: {
      done: [{ departments: [{ id: 'dep_sales', name: 'Sales' }], groups: [] }],
      error: [offline],
    },
    countLearners: { done: [12], error: [offline] },
    previewLaunch: { done: [plan], error: [offline] },
    createCampaign: {
      done: [{ id: 'phx_new' }],
      error: [
        offline,
        {
          ...failure(409, 'templates_missing', 'Some selected templates are no longer available.'),
          fields: [{ field: 'templates', message: 'tpl_1' }],
        },
      ],
    },
  },
  enabledEventsOnly:
    "Each step takes its own events; the other steps' refused there would each add a path per state showing nothing new, and the guards have unit tests.",
  // Each step's own part: what another step holds does not change what this one can do.
  abstractContext: (context, snapshot) => {
    const chosen = context.selected.length
    const selected = chosen >= 3 ? 'enough' : chosen > 0 ? 'some' : 'none'
    if (snapshot.matches('templates'))
      return {
        packs: context.packs !== null,
        packId: context.packId !== null,
        packTemplates: context.packTemplates.length > 0,
        selected,
      }
    if (snapshot.matches('settings'))
      return {
        usersType: context.form.usersType,
        targets: context.form.departmentIds.length + context.form.userIds.length > 0,
        learners: context.learnerCount === null ? null : context.learnerCount > 0,
        attempted: context.attempted,
      }
    return { plan: context.plan !== null, failure: context.failure !== null }
  },
  maxStates: 20000,
}

export const campaignWizardFlow = defineFlow({
  id: 'campaignWizard',
  file: 'exercise/campaign-wizard',
  title: 'Campaign wizard',
  description:
    'Templates → Settings → Launch. Step 0: a pack (its templates read-only; Edit makes them a custom selection) or up to ten custom templates (an eleventh opens "You can select 10 templates! …"); Next needs a pack or three templates ("Please select 3 templates"). Step 1: name, learners counted by the gateway, notification, days to complete, start date; Next needs every required field ("Please fill out all required fields"). Step 2: "Ready to go?", the per-learner launch plan, Launch → "Phishing exercise campaign created successfully!"; templates deleted meanwhile send the admin back to step 0 without them.',
  routes: ['/phishing-exercise/create'],
  machine: campaignWizardMachine,
  scenarios: campaignWizardScenarios,
})
