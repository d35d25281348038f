import type { SnapshotFrom } from 'xstate'
import type { reportDetailMachine } from '../../../machines/exercise/report-detail.machine'
import { answerName, sentenceCase, type RecipientRow, type UserAnswerRow } from '../../domain/exercise-report'

export type Snapshot = SnapshotFrom<typeof reportDetailMachine>

export const selectTarget = (s: Snapshot) => s.context.target

export const selectRows = (s: Snapshot) => s.context.rows

export const selectTotal = (s: Snapshot) => s.context.total

export const selectQuery = (s: Snapshot) => s.context.query

export const selectLoading = (s: Snapshot) =>
  s.matches({ open: 'loading' }) || s.matches({ open: 'debouncing' })

export const selectFailed = (s: Snapshot) => s.matches({ open: 'failed' })

export const selectFailure = (s: Snapshot) => s.context.failure

export const selectExporting = (s: Snapshot) => s.matches({ open: 'exporting' })

export const selectCanExport = (s: Snapshot) => s.can({ type: 'detail.export' })

export const cellsOf = (row: UserAnswerRow | RecipientRow, kind: 'user' | 'template') =>
  kind === 'user'
    ? [
        (row as UserAnswerRow).name,
        (row as UserAnswerRow).type === 'SMS' ? 'SMS' : 'Email',
        answerName((row as UserAnswerRow).answer),
        sentenceCase((row as UserAnswerRow).answerStatus),
      ]
    : [
        (row as RecipientRow).fullName,
        (row as RecipientRow).email,
        answerName((row as RecipientRow).answer.name),
        sentenceCase((row as RecipientRow).answer.status),
      ]
