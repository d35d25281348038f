import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { directEmailDeliveryMachine } from '../../../../machines/simulation/direct-email-delivery.machine'
import type { simulationSettingsMachine } from '../../../../machines/simulation/simulation-settings.machine'
import { fieldProblems } from '../../../domain/field-problems'
import { DedForm, PhishingSettingsForm, type PhishingSettings } from '../../../domain/simulation/settings'
import { formatDate } from '../../../domain/intl-format'

export type SettingsActor = ActorRefFrom<typeof simulationSettingsMachine>
export type DedActor = ActorRefFrom<typeof directEmailDeliveryMachine>
type Settings = SnapshotFrom<typeof simulationSettingsMachine>
type Ded = SnapshotFrom<typeof directEmailDeliveryMachine>

export const selectDraft = (s: Settings) => s.context.draft
export const selectLoadFailure = (s: Settings) => (s.matches('failed') ? s.context.failure : null)
export const selectSaveFailure = (s: Settings) => (s.matches('ready') ? s.context.failure : null)
export const selectSaving = (s: Settings) => s.matches('saving')
export const selectCanSave = (s: Settings) => s.can({ type: 'settings.save' })
export const selectCanDiscard = (s: Settings) => s.can({ type: 'settings.discard' })
/** The form's rules on the draft, then the gateway's reasons for a refused save. */
export const selectFieldErrors = (s: Settings) => ({
  ...(s.context.draft ? fieldProblems(PhishingSettingsForm, s.context.draft) : {}),
  ...s.context.fieldErrors,
})

export const selectDedDraft = (s: Ded) => s.context.draft
export const selectDedSaved = (s: Ded) => s.context.saved
export const selectDedLoadFailure = (s: Ded) => (s.matches('failed') ? s.context.failure : null)
export const selectDedFailure = (s: Ded) => (s.matches('ready') ? s.context.failure : null)
export const selectDedBusy = (s: Ded) => s.hasTag('busy') && !s.matches('loading')
export const selectDedCanSave = (s: Ded) => s.can({ type: 'ded.save' })
export const selectDedCanDiscard = (s: Ded) => s.can({ type: 'ded.discard' })
export const selectDedCanSendTest = (s: Ded) => s.can({ type: 'ded.sendTest' })
export const selectDedCanConnect = (s: Ded) => s.can({ type: 'ded.connect', provider: 'google' })
export const selectDedTestProblem = (s: Ded) =>
  s.context.draft ? fieldProblems(DedForm, s.context.draft).testEmail : undefined

export const longDate = (iso: string) =>
  formatDate(iso, 'en-US', { month: 'short', day: '2-digit', year: 'numeric' })

export const editSettings = (patch: Partial<PhishingSettings>) => ({ type: 'settings.edit' as const, patch })
