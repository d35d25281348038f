import type { SnapshotFrom } from 'xstate'
import type { companyGeneralMachine } from '../../../machines/settings/company-general.machine'
import { CompanyGeneralForm } from '../../domain/company-general'
import { fieldProblems } from '../../domain/field-problems'

type Snapshot = SnapshotFrom<typeof companyGeneralMachine>

export const selectLoading = (s: Snapshot) => s.matches('loading')
export const selectLoadFailure = (s: Snapshot) => (s.matches('failed') ? s.context.failure : null)
export const selectReady = (s: Snapshot) => s.matches('ready')
export const selectFailure = (s: Snapshot) => (s.matches('ready') ? s.context.failure : null)
export const selectBusy = (s: Snapshot) => s.hasTag('busy')
export const selectDraft = (s: Snapshot) => s.context.draft
export const selectZoneOptions = (s: Snapshot) =>
  s.context.zones.map((zone) => ({ id: zone, label: zone.replaceAll('_', ' ') }))
export const selectProblems = (s: Snapshot) =>
  s.context.tried ? fieldProblems(CompanyGeneralForm, s.context.draft) : {}
export const selectLogoProblem = (s: Snapshot) => s.context.logoProblem
