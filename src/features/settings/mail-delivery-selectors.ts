import type { SnapshotFrom } from 'xstate'
import type { mailDeliveryMachine } from '../../../machines/settings/mail-delivery.machine'
import { MAIL_DELIVERY_TEXTS, smtpFieldProblems } from '../../domain/mail-delivery'

type Snapshot = SnapshotFrom<typeof mailDeliveryMachine>

export const selectLoading = (s: Snapshot) => s.matches('loading')
export const selectLoadFailure = (s: Snapshot) => (s.matches('failed') ? s.context.failure : null)
export const selectDelivery = (s: Snapshot) => (s.matches('ready') ? s.context.delivery : null)
export const selectBusy = (s: Snapshot) => s.hasTag('busy')
export const selectIdle = (s: Snapshot) => s.matches({ ready: 'idle' })
export const selectEditing = (s: Snapshot) =>
  s.matches({ ready: 'editing' }) || s.matches({ ready: 'saving' })
export const selectFailure = (s: Snapshot) => (s.matches('ready') ? s.context.failure : null)
export const selectDraft = (s: Snapshot) => s.context.draft
export const selectTestTo = (s: Snapshot) => s.context.testTo
export const selectTestResult = (s: Snapshot) => s.context.testResult
export const selectProblems = (s: Snapshot) =>
  s.context.tried ? smtpFieldProblems(s.context.draft, s.context.delivery?.smtp?.hasPassword === true) : {}
/** The password hint: a saved one stays unless a new one is typed. */
export const selectPasswordHint = (s: Snapshot) =>
  s.context.delivery?.smtp?.hasPassword ? MAIL_DELIVERY_TEXTS.keepPassword : undefined
export const selectConfirmingRemove = (s: Snapshot) =>
  s.matches({ ready: 'confirmingRemove' }) || s.matches({ ready: 'removing' })
/** What the way back from the consent page says, and in which tone. */
export const selectGraphOutcome = (s: Snapshot) => {
  switch (s.context.graphOutcome) {
    case 'connected':
      return { tone: 'success' as const, text: MAIL_DELIVERY_TEXTS.graphConnected }
    case 'cancelled':
      return { tone: 'warning' as const, text: MAIL_DELIVERY_TEXTS.graphCancelled }
    case 'expired':
      return { tone: 'danger' as const, text: MAIL_DELIVERY_TEXTS.graphConsentExpired }
    default:
      return null
  }
}
export const selectCanConnectGraph = (s: Snapshot) => s.can({ type: 'graph.connect' })
export const selectCanEditSmtp = (s: Snapshot) => s.can({ type: 'smtp.edit' })
/** Why Graph is not connected, when it can't be: an SMTP server is on. */
export const selectGraphNote = (s: Snapshot) =>
  s.context.delivery?.smtp ? MAIL_DELIVERY_TEXTS.graphNeedsNoSmtp : MAIL_DELIVERY_TEXTS.graphNotConnected
/** The sending domain's records child, rendered under the panel once the delivery is known. */
export const selectSenderRecordsActor = (s: Snapshot) =>
  s.matches('ready') ? (s.children.senderRecords ?? null) : null
