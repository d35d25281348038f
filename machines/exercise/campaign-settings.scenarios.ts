import { defineFlow } from '../flow'
import { campaignSettingsMachine } from './campaign-settings.machine'
import { sampleCampaign } from './exercise-campaigns.scenarios'
import { failure } from '../samples/failures'
import type { Scenarios } from '../scenarios'

const byDepartment = sampleCampaign('phx_sales', {
  name: 'Sales drill',
  usersType: 'USERS_FROM_DEPARTMENTS',
  selectedDepartments: ['dep_sales'],
})
const bySelection = sampleCampaign('phx_picked', {
  name: 'Finance spot check',
  usersType: 'USERS_SELECTED',
  learners: ['usr_saved'],
})
const archived = sampleCampaign('phx_old', {
  name: 'Q2 Phishing Exercise',
  archivedAt: '2026-08-01T09:00:00.000Z',
})

export const campaignSettingsScenarios: Scenarios<typeof campaignSettingsMachine> = {
  events: {
    'settings.open': [
      { type: 'settings.open', campaign: byDepartment, today: '2026-11-23' },
      { type: 'settings.open', campaign: archived, today: '2026-11-23' },
      { type: 'settings.open', campaign: bySelection, today: '2026-11-23' },
    ],
    'users.add': [{ type: 'users.add', user: { id: 'usr_new', name: 'Ada Lovelace (ada@globex.example)' } }],
    'users.remove': [
      { type: 'users.remove', userId: 'usr_new' },
      // A saved learner cannot be taken out.
      { type: 'users.remove', userId: 'usr_saved' },
    ],
    'settings.change': [
      { type: 'settings.change', patch: { name: '   ' } },
      { type: 'settings.change', patch: { name: 'Sales drill, round 2' } },
      // Adding a department is allowed; taking the saved one away is not.
      { type: 'settings.change', patch: { departmentIds: ['dep_sales', 'dep_hr'] } },
      { type: 'settings.change', patch: { departmentIds: [] } },
    ],
    'settings.save': [{ type: 'settings.save' }],
    'settings.close': [{ type: 'settings.close' }],
    'confirm.yes': [{ type: 'confirm.yes' }],
    'confirm.no': [{ type: 'confirm.no' }],
  },
  outcomes: {
    loadDirectory: {
      done: [
        {
          departments: [
            { id: 'dep_sales', name: 'Sales' },
            { id: 'dep_hr', name: 'HR' },
          ],
          groups: [],
        },
      ],
      error: [failure(0, 'offline', 'Something went wrong. Please try again.')],
    },
    updateCampaign: {
      done: [undefined],
      error: [failure(422, 'invalid_request', 'Saved departments, groups or users cannot be removed.')],
    },
  },
  abstractContext: (context) => ({
    open: context.campaign !== null,
    name:
      context.form.name.trim() === ''
        ? 'blank'
        : context.form.name === context.campaign?.name
          ? 'same'
          : 'new',
    usersType: context.form.usersType,
    departments: context.form.departmentIds.length,
    users: context.form.userIds.length,
    failure: context.failure !== null,
  }),
  // The limit counts states with each way into them; three kinds of campaign make that about 40,000.
  maxStates: 60000,
}

export const campaignSettingsFlow = defineFlow({
  id: 'campaignSettings',
  file: 'exercise/campaign-settings',
  title: 'Campaign settings',
  description:
    'The card menu\'s Campaign Settings: name, notification, days to complete, and more departments or groups — never fewer (saved targets cannot be removed). Save is disabled while invalid or unchanged and asks "Some phishing exercise settings can not be a reversal after saving"; "updated successfully!" closes it; a refusal keeps what was typed.',
  routes: ['/phishing-exercise/active'],
  machine: campaignSettingsMachine,
  scenarios: campaignSettingsScenarios,
})
