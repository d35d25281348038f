import type { SnapshotFrom } from 'xstate'
import type { addUsersMachine } from '../../../machines/users/add-users.machine'
import { notificationForced, offersBeginTraining, usersStepFieldProblems } from '../../domain/add-users'
import { csvColumnFieldProblems } from '../../domain/csv-import'

type Snapshot = SnapshotFrom<typeof addUsersMachine>

export const selectValues = (s: Snapshot) => s.context.values
export const selectOptions = (s: Snapshot) => s.context.options
export const selectStep = (s: Snapshot) =>
  s.hasTag('verify')
    ? 'verify'
    : s.hasTag('step2')
      ? 2
      : s.hasTag('step1')
        ? 1
        : s.matches('loadFailed')
          ? 'failed'
          : 'loading'
export const selectBusy = (s: Snapshot) => s.hasTag('busy')
export const selectFailure = (s: Snapshot) => s.context.failure
export const selectVerificationSent = (s: Snapshot) => s.context.verificationSent
export const selectInUse = (s: Snapshot) => s.context.inUse
export const selectFacts = (s: Snapshot) => s.context.facts
export const selectForced = (s: Snapshot) => notificationForced(s.context.facts)
export const selectOffersTraining = (s: Snapshot) => offersBeginTraining(s.context.facts)
export const selectStepOneErrors = (s: Snapshot) =>
  s.context.showErrors ? usersStepFieldProblems(s.context.values, s.context.inUse) : null
export const selectSubjectError = (s: Snapshot) =>
  s.context.showErrors && s.context.values.notification && s.context.values.subject.trim() === ''
export const selectClosed = (s: Snapshot) => s.status === 'done'
export const selectMode = (s: Snapshot) => s.context.mode
export const selectCsv = (s: Snapshot) => s.context.csv
export const selectCsvPhase = (s: Snapshot) =>
  s.matches({ users: { csv: 'parsing' } })
    ? 'parsing'
    : s.matches({ users: { csv: 'mapping' } })
      ? 'mapping'
      : 'noFile'
export const selectCsvErrors = (s: Snapshot) =>
  s.context.showErrors
    ? csvColumnFieldProblems(s.context.csv.columns, s.context.csv.table, s.context.csv.skipInvalid)
    : null
export const selectChecking = (s: Snapshot) => s.matches('checkingEmails')
