import { assign, fromPromise, setup } from 'xstate'
import {
  CAMPAIGN_TEXTS,
  campaignRules,
  removedTargets,
  settingsChanged,
  settingsFormOf,
  updatePayload,
  type CampaignCard,
  type CampaignForm,
  type CampaignUpdatePayload,
} from '../../src/domain/exercise-campaign'
import { holds } from '../../src/domain/field-problems'
import type { DirectoryOption } from './campaign-wizard.machine'
import { failureMessage } from '../event-params'

// The Campaign Settings dialog (002 §2.7, §4 "Campaign wizard"): name, notification, days to complete and,
// for department or group campaigns, more departments or groups, for selected-users campaigns more users
// — never fewer (saved targets cannot be removed). Save is disabled while the form is invalid or unchanged and asks first: "Some phishing exercise
// settings can not be a reversal after saving". "updated successfully!" closes it; a refusal keeps the form.

export interface CampaignSettingsContext {
  /** The company's departments and groups, for adding more. */
  departments: DirectoryOption[]
  groups: DirectoryOption[]
  campaign: CampaignCard | null
  form: CampaignForm
  /** Users added in this dialog, with their names for the chips (saved ones are known by id only). */
  addedUsers: DirectoryOption[]
  today: string
  failure: string | null
}

export type CampaignSettingsEvent =
  | { type: 'settings.open'; campaign: CampaignCard; today: string }
  | { type: 'settings.change'; patch: Partial<CampaignForm> }
  | { type: 'users.add'; user: DirectoryOption }
  | { type: 'users.remove'; userId: string }
  | { type: 'settings.save' }
  | { type: 'confirm.yes' }
  | { type: 'confirm.no' }
  | { type: 'settings.close' }

const blank = settingsFormOf(
  {
    name: '',
    usersType: 'USERS_ALL',
    selectedDepartments: [],
    selectedGroups: [],
    learners: [],
    isNotificationEnabled: false,
    notificationSubject: '',
    notificationMessage: '',
    daysToComplete: 14,
  },
  '2026-01-01',
)

export const campaignSettingsMachine = setup({
  types: { context: {} as CampaignSettingsContext, events: {} as CampaignSettingsEvent },
  actors: {
    loadDirectory: fromPromise<{ departments: DirectoryOption[]; groups: DirectoryOption[] }>(async () => ({
      departments: [],
      groups: [],
    })),
    updateCampaign: fromPromise<void, { campaignId: string; payload: CampaignUpdatePayload }>(
      async () => undefined,
    ),
  },
  guards: {
    /** An archived campaign has no settings left to change. */
    open: (_, campaign: CampaignCard) => campaign.archivedAt === null,
    /** Valid, changed, and nothing saved taken away. */
    savable: ({ context }) =>
      context.campaign !== null &&
      holds(campaignRules(context.today), context.form) &&
      settingsChanged(context.campaign, context.form, context.today),
    /** A selected-users campaign takes more learners; one already in it is not added twice. */
    canAdd: ({ context }, user: DirectoryOption) =>
      context.form.usersType === 'USERS_SELECTED' && !context.form.userIds.includes(user.id),
    /** Only a user added in this dialog can be taken out again. */
    canRemove: ({ context }, userId: string) => context.addedUsers.some((user) => user.id === userId),
    keepsSaved: ({ context }, patch: Partial<CampaignForm>) => {
      const saved = context.campaign!
      return (
        removedTargets(saved.selectedDepartments, patch.departmentIds ?? saved.selectedDepartments).length ===
          0 &&
        removedTargets(saved.selectedGroups, patch.groupIds ?? saved.selectedGroups).length === 0 &&
        removedTargets(saved.learners, patch.userIds ?? saved.learners).length === 0 &&
        (patch.usersType === undefined || patch.usersType === saved.usersType) &&
        // Departments are ticked from their list: shown for that audience, once it has loaded.
        (patch.departmentIds === undefined ||
          (context.form.usersType === 'USERS_FROM_DEPARTMENTS' &&
            patch.departmentIds.every((id) => context.departments.some((entry) => entry.id === id))))
      )
    },
  },
  actions: {
    setDirectory: assign({
      departments: (_, directory: { departments: DirectoryOption[]; groups: DirectoryOption[] }) =>
        directory.departments,
      groups: (_, directory: { departments: DirectoryOption[]; groups: DirectoryOption[] }) =>
        directory.groups,
    }),
    openCampaign: assign((_, opened: { campaign: CampaignCard; today: string }) => ({
      campaign: opened.campaign,
      form: settingsFormOf(opened.campaign, opened.today),
      addedUsers: [],
      today: opened.today,
      failure: null,
    })),
    patchForm: assign({
      form: ({ context }, patch: Partial<CampaignForm>) => ({ ...context.form, ...patch }),
    }),
    addUser: assign({
      addedUsers: ({ context }, user: DirectoryOption) => [...context.addedUsers, user],
      form: ({ context }, user: DirectoryOption) => ({
        ...context.form,
        userIds: [...context.form.userIds, user.id],
      }),
    }),
    removeUser: assign({
      addedUsers: ({ context }, userId: string) => context.addedUsers.filter((user) => user.id !== userId),
      form: ({ context }, userId: string) => ({
        ...context.form,
        userIds: context.form.userIds.filter((id) => id !== userId),
      }),
    }),
    closeCampaign: assign({ campaign: null }),
    setFailure: assign({ failure: (_, message: string) => message }),
    /** Provided by the app: a toast and the list's refresh. */
    notify: (_, _title: string) => {},
    /** Provided by the page that opened the dialog: the campaign was saved, so its card can show the change. */
    reportSaved: () => {},
  },
}).createMachine({
  id: 'campaignSettings',
  context: {
    departments: [],
    groups: [],
    campaign: null,
    form: blank,
    addedUsers: [],
    today: '2026-01-01',
    failure: null,
  },
  invoke: {
    id: 'loadDirectory',
    src: 'loadDirectory',
    onDone: { actions: { type: 'setDirectory', params: ({ event }) => event.output } },
    onError: {},
  },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'settings.open': {
          guard: { type: 'open', params: ({ event }) => event.campaign },
          target: 'editing',
          actions: { type: 'openCampaign', params: ({ event }) => event },
        },
      },
    },
    editing: {
      on: {
        'settings.change': {
          guard: { type: 'keepsSaved', params: ({ event }) => event.patch },
          actions: { type: 'patchForm', params: ({ event }) => event.patch },
        },
        'users.add': {
          guard: { type: 'canAdd', params: ({ event }) => event.user },
          actions: { type: 'addUser', params: ({ event }) => event.user },
        },
        'users.remove': {
          guard: { type: 'canRemove', params: ({ event }) => event.userId },
          actions: { type: 'removeUser', params: ({ event }) => event.userId },
        },
        'settings.save': { guard: 'savable', target: 'confirming' },
        'settings.close': { target: 'closed', actions: 'closeCampaign' },
      },
    },
    confirming: {
      on: {
        'confirm.yes': 'saving',
        'confirm.no': 'editing',
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'updateCampaign',
        src: 'updateCampaign',
        input: ({ context }) => ({ campaignId: context.campaign!.id, payload: updatePayload(context.form) }),
        onDone: {
          target: 'closed',
          actions: [
            {
              type: 'notify',
              params: ({ context }) => `${context.form.name.trim()} ${CAMPAIGN_TEXTS.updated}`,
            },
            'reportSaved',
            'closeCampaign',
          ],
        },
        onError: { target: 'editing', actions: { type: 'setFailure', params: failureMessage } },
      },
    },
  },
})
