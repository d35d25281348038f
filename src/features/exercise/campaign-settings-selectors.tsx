import type { SnapshotFrom } from 'xstate'
import type { campaignSettingsMachine } from '../../../machines/exercise/campaign-settings.machine'
import { campaignFormErrors } from '../../domain/exercise-campaign'

export type Snapshot = SnapshotFrom<typeof campaignSettingsMachine>

export const selectOpen = (s: Snapshot) => !s.matches('closed')

export const selectDepartments = (s: Snapshot) => s.context.departments

export const selectGroups = (s: Snapshot) => s.context.groups

export const selectConfirming = (s: Snapshot) => s.matches('confirming')

export const selectSaving = (s: Snapshot) => s.matches('saving')

export const selectForm = (s: Snapshot) => s.context.form

export const selectCampaign = (s: Snapshot) => s.context.campaign

export const selectFailure = (s: Snapshot) => s.context.failure

export const selectAddedUsers = (s: Snapshot) => s.context.addedUsers

export const selectErrors = (s: Snapshot) => campaignFormErrors(s.context.form, s.context.today)

/** Save is offered when the dialog takes it: valid, changed, nothing saved taken away (the machine's guard). */
export const selectCanSave = (s: Snapshot) => s.can({ type: 'settings.save' })
