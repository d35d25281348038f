import { defineFlow } from '../flow'
import { SAVED_TEMPLATE } from './simulation-template-editor.scenarios'
import { stepProblems } from '../../src/domain/simulation/rules'
import {
  simulationCreateMachine,
  simulationCreateStepOf,
  type TemplateOption,
} from './simulation-create.machine'
import { failure, offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'

export const template = (id: string, patch: Partial<TemplateOption> = {}): TemplateOption => ({
  id,
  name: `Template ${id}`,
  subject: 'Your password expires today',
  fromName: 'Microsoft 365 Admin',
  difficulty: 'EASY',
  category: 'CORPORATE',
  provider: 1,
  html: '<p>Hi {{firstName}}, <a href="%url_tag%">keep your password</a></p>',
  ...patch,
})
const passwordExpiry = template('sim_password', { name: 'Password expires today' })
const parcel = template('sim_parcel', { name: 'Parcel delivery failed', category: 'CONSUMER', provider: 0 })

const plan = {
  recipients: 2,
  roundsTotal: 1,
  zones: [
    {
      zone: 'Europe/Kyiv',
      count: 1,
      known: true,
      firstLocal: 'Mon, Mar 2, 9:14 AM (Europe/Kyiv)',
      lastLocal: 'Mon, Mar 2, 9:14 AM (Europe/Kyiv)',
    },
    {
      zone: 'America/New_York',
      count: 1,
      known: false,
      firstLocal: 'Tue, Mar 3, 2:40 PM (America/New_York)',
      lastLocal: 'Tue, Mar 3, 2:40 PM (America/New_York)',
    },
  ],
  items: [
    {
      userId: 'usr_1',
      fullName: 'Ada Lovelace',
      email: 'ada@globex.example',
      zone: 'Europe/Kyiv',
      zoneKnown: true,
      local: 'Mon, Mar 2, 9:14 AM (Europe/Kyiv)',
    },
    {
      userId: 'usr_2',
      fullName: 'Alan Turing',
      email: 'alan@globex.example',
      zone: 'America/New_York',
      zoneKnown: false,
      local: 'Tue, Mar 3, 2:40 PM (America/New_York)',
    },
  ],
  totalCount: 2,
}

export const simulationCreateScenarios: Scenarios<typeof simulationCreateMachine> = {
  inputs: [{ timeZone: 'Europe/Kyiv', today: '2026-12-02' }],
  events: {
    'kind.choose': [
      { type: 'kind.choose', kind: 'SMART' },
      { type: 'kind.choose', kind: 'ONE_TIME' },
    ],
    'templates.filter': [
      {
        type: 'templates.filter',
        filter: { searchText: '', difficulty: 'HARD', category: '', provider: '' },
      },
    ],
    'template.toggle': [
      { type: 'template.toggle', templateId: passwordExpiry.id },
      { type: 'template.toggle', templateId: 'sim_not_listed' },
    ],
    'template.created': [{ type: 'template.created', template: SAVED_TEMPLATE }],
    'template.preview': [{ type: 'template.preview', templateId: parcel.id }],
    'preview.close': [{ type: 'preview.close' }],
    'draft.change': [
      { type: 'draft.change', patch: { name: 'Quarterly credential check' } },
      { type: 'draft.change', patch: { name: '' } },
      { type: 'draft.change', patch: { audience: 'USERS_FROM_DEPARTMENTS' } },
      { type: 'draft.change', patch: { departmentIds: ['dep_sales'] } },
      { type: 'draft.change', patch: { audience: 'USERS_SELECTED' } },
      { type: 'draft.change', patch: { audience: 'USERS_ALL' } },
      { type: 'draft.change', patch: { loginPageId: 'lp_microsoft' } },
      { type: 'draft.change', patch: { kind: 'SMART' } },
    ],
    'users.add': [{ type: 'users.add', user: { id: 'usr_1', name: 'Ada Lovelace' } }],
    'users.remove': [{ type: 'users.remove', userId: 'usr_1' }],
    'step.next': [{ type: 'step.next' }],
    'step.back': [{ type: 'step.back' }],
    'plan.retry': [{ type: 'plan.retry' }],
    launch: [{ type: 'launch' }],
  },
  outcomes: {
    loadOptions: {
      done: [
        {
          loginPages: [{ id: 'lp_microsoft', name: 'Microsoft 365 sign-in' }],
          departments: [{ id: 'dep_sales', name: 'Sales' }],
          groups: [{ id: 'grp_leads', name: 'Leadership' }],
        },
      ],
      error: [offline],
    },
    loadTemplates: { done: [[passwordExpiry, parcel]], error: [offline] },
    planFlight: {
      done: [plan],
      error: [
        failure(
          422,
          'invalid_request',
          'Nobody would receive this campaign: the audience has no active users.',
        ),
      ],
    },
    launchCampaign: { done: [{ id: 'sim_new' }], error: [offline] },
  },
  enabledEventsOnly:
    'Each step edits only its own part of the draft; a refused payload (a template not listed, a kind in a typed patch, a user already chosen) is a guard the unit tests check.',
  // Only what the step on screen can change matters: the others are kept as they were left.
  abstractContext: (context, snapshot) => {
    // The step is the state; the rules and the parts shown are those of the step on screen.
    const step = simulationCreateStepOf(snapshot.value)
    return {
      ready: stepProblems(step, context.draft, context.timeZone, context.today).length === 0,
      attempted: context.attempted,
      ...(step === 0 ? { kind: context.draft.kind } : {}),
      ...(step === 1 ? { listed: context.templates.length > 0, preview: context.previewId !== null } : {}),
      ...(step === 2 ? { audience: context.draft.audience, users: context.draft.userIds.length } : {}),
      options: context.optionsSettled,
      plan: context.plan !== null,
      failure: context.failure !== null,
      done: snapshot.status,
    }
  },
  maxStates: 30000,
}

export const simulationCreateFlow = defineFlow({
  id: 'simulationCreate',
  file: 'simulation/simulation-create',
  title: 'New phishing simulation',
  description:
    'Kind (one-time or smart) → templates filtered by difficulty, category and provider, previewed, with the login page behind the link → audience (all users, selected users, only me, departments, groups, custom users by address) → name and schedule (recurrence, send days 1, 2, 3, 4, 5, 10 or the entire round, send hours 12am–11pm, business days, start date) → review with the flight plan, every recipient\'s send time in their own zone → Launch ("Phishing campaign launched!"). Next waits until a step keeps the rules; a failed plan or launch keeps the draft.',
  routes: ['/phishing-simulation-create'],
  machine: simulationCreateMachine,
  scenarios: simulationCreateScenarios,
})
