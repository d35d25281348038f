import type { SnapshotFrom } from 'xstate'
import type { customTrainingsMachine } from '../../../machines/custom-training/custom-trainings.machine'
import type { CustomTrainingRow } from '../../domain/custom-training'

type Snapshot = SnapshotFrom<typeof customTrainingsMachine>

export const selectItems = (s: Snapshot) => s.context.items
export const selectLoading = (s: Snapshot) => s.matches('loading')
export const selectFailure = (s: Snapshot) => (s.matches('failed') ? s.context.failure : null)
export const selectFormOpen = (s: Snapshot) => s.matches({ ready: 'form' })
export const selectForm = (s: Snapshot) => s.context.form
export const selectFormError = (s: Snapshot) => s.context.formError
export const selectSubmitting = (s: Snapshot) => s.matches({ ready: { form: 'submitting' } })
/** A row action runs: the others wait for it. */
export const selectRowBusy = (s: Snapshot) =>
  s.matches({ ready: 'cloning' }) || s.matches({ ready: 'toggling' })

export const statusOf = (row: CustomTrainingRow) =>
  !row.active
    ? ({ label: 'Disabled', tone: 'muted' } as const)
    : row.isDraft
      ? ({ label: 'Draft', tone: 'warning' } as const)
      : ({ label: 'Published', tone: 'success' } as const)
