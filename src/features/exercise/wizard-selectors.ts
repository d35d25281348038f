import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import {
  campaignWizardStepOf,
  type campaignWizardMachine,
} from '../../../machines/exercise/campaign-wizard.machine'
import type { templateSelectionMachine } from '../../../machines/exercise/template-selection.machine'
import {
  CAMPAIGN_TEMPLATES_REQUIRED,
  CAMPAIGN_TEXTS,
  campaignFormErrors,
  campaignSettingsReady,
  daysToComplete,
  formatPlainDate,
  USERS_TYPE_LABELS,
} from '../../domain/exercise-campaign'
import { formatDate } from '../../domain/intl-format'

type Snapshot = SnapshotFrom<typeof campaignWizardMachine>
type SelectionSnapshot = SnapshotFrom<typeof templateSelectionMachine>

export const selectStep = (s: Snapshot) => campaignWizardStepOf(s.value)
export const selectLaunched = (s: Snapshot) => s.matches('launched')
export const selectWizardPacks = (s: Snapshot) => s.context.packs
export const selectWizardPackId = (s: Snapshot) => s.context.packId
export const selectPack = (s: Snapshot) =>
  s.context.packs?.find((pack) => pack.id === s.context.packId) ?? null
export const selectPackTemplates = (s: Snapshot) => s.context.packTemplates
export const selectPackLoading = (s: Snapshot) => s.matches({ templates: 'loadingPack' })
export const selectSelectedTemplates = (s: Snapshot) => s.context.selected
export const selectWizardFailure = (s: Snapshot) => s.context.failure
export const selectForm = (s: Snapshot) => s.context.form
export const selectToday = (s: Snapshot) => s.context.today
export const selectDepartments = (s: Snapshot) => s.context.departments
export const selectGroups = (s: Snapshot) => s.context.groups
export const selectChosenUsers = (s: Snapshot) => s.context.selectedUsers
export const selectLearnerCount = (s: Snapshot) => s.context.learnerCount
export const selectCounting = (s: Snapshot) => s.matches({ settings: 'counting' })
export const selectPlan = (s: Snapshot) => s.context.plan
export const selectPlanning = (s: Snapshot) => s.matches({ launch: 'planning' })
export const selectLaunching = (s: Snapshot) => s.matches({ launch: 'launching' })
export const selectSelectionActor = (s: Snapshot) =>
  s.children.selection as ActorRefFrom<typeof templateSelectionMachine> | undefined

/** The settings step's messages: shown once Next has been pressed (002 §4). */
export const selectFormErrors = (s: Snapshot) =>
  s.context.attempted ? campaignFormErrors(s.context.form, s.context.today) : {}

/**
 * Next as the machine takes it, and the reason it would not go on (the spec's tooltips) from the rule its guard
 * uses. On the settings step Next stays pressable while the form is incomplete: pressing shows the fields.
 */
export const selectNext = (s: Snapshot): { enabled: boolean; hint: string | null } => {
  const enabled = s.can({ type: 'step.next' })
  if (s.matches('templates'))
    return { enabled, hint: enabled ? null : CAMPAIGN_TEXTS.selectTemplates(CAMPAIGN_TEMPLATES_REQUIRED) }
  if (s.matches('settings')) {
    const ready = campaignSettingsReady(s.context.form, s.context.today, s.context.learnerCount)
    return { enabled, hint: ready ? null : CAMPAIGN_TEXTS.fillRequired }
  }
  return { enabled: false, hint: null }
}

export const selectIsChosen = (s: SelectionSnapshot) => new Set(s.context.selected.map((t) => t.id))
export const selectLimitOpen = (s: SelectionSnapshot) => s.matches('limitReached')

export interface SummaryItem {
  label: string
  value: string
}

export const selectSummary = (s: Snapshot): SummaryItem[] => {
  const { form, packId, selected, learnerCount } = s.context
  const pack = s.context.packs?.find((p) => p.id === packId)
  const days = daysToComplete(form)
  const chosen =
    form.usersType === 'USERS_FROM_DEPARTMENTS'
      ? s.context.departments.filter((d) => form.departmentIds.includes(d.id)).map((d) => d.name)
      : form.usersType === 'USERS_FROM_GROUPS'
        ? s.context.groups.filter((g) => form.groupIds.includes(g.id)).map((g) => g.name)
        : form.usersType === 'USERS_SELECTED'
          ? s.context.selectedUsers.map((u) => u.name)
          : []
  return [
    { label: 'Campaign name', value: form.name.trim() },
    {
      label: 'Templates',
      value: pack
        ? `${pack.name} (${pack.templatesTotalCount} templates)`
        : selected.map((t) => t.name).join(', '),
    },
    {
      label: 'Learners',
      value: `${learnerCount ?? '—'} · ${USERS_TYPE_LABELS[form.usersType]}${chosen.length ? `: ${chosen.join(', ')}` : ''}`,
    },
    { label: 'Days to complete', value: typeof days === 'number' ? `${days} days` : days },
    {
      label: 'Start',
      value: form.startDate ? `${formatPlainDate(form.startDate)}, 9:00 in each learner's time zone` : 'Now',
    },
    { label: 'Notification', value: form.isNotificationEnabled ? form.subject : 'Off' },
  ]
}

/** A moment as the learner will see it: in their own zone. */
export const inZone = (iso: string, timeZone: string) =>
  formatDate(iso, 'en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone })
