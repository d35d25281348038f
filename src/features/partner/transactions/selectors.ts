import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { licenceAllocationsMachine } from '../../../../machines/partner/licence-allocations.machine'
import {
  rowOfTransaction,
  type partnerTransactionsMachine,
} from '../../../../machines/partner/partner-transactions.machine'
import { invoiceEmailProblem } from '../../../domain/partner-transactions'
import { formatDate } from '../../../domain/intl-format'

type Transactions = SnapshotFrom<typeof partnerTransactionsMachine>
type Allocations = SnapshotFrom<typeof licenceAllocationsMachine>
export type TransactionsActor = ActorRefFrom<typeof partnerTransactionsMachine>
export type AllocationsActor = ActorRefFrom<typeof licenceAllocationsMachine>

export const selectQuery = (s: Transactions) => s.context.query
export const selectPage = (s: Transactions) => s.context.page
export const selectLoading = (s: Transactions) => s.matches('loading')
export const selectFailure = (s: Transactions) => (s.matches('failed') ? s.context.failure : null)
export const selectBusyRow = (s: Transactions) =>
  s.hasTag('rowBusy') || s.hasTag('busy') ? s.context.transactionId : null
export const selectSendDialog = (s: Transactions) =>
  s.matches({ ready: 'composing' }) || s.matches({ ready: 'sending' })
    ? {
        invoiceNumber: rowOfTransaction(s.context)?.invoiceNumber ?? '',
        recipient: s.context.recipient,
        problem: s.context.attempted ? invoiceEmailProblem(s.context.recipient) : null,
        sending: s.matches({ ready: 'sending' }),
      }
    : null

export const selectAllocationQuery = (s: Allocations) => s.context.query
export const selectAllocationPage = (s: Allocations) => s.context.page
export const selectAllocationsLoading = (s: Allocations) => s.matches('loading')
export const selectAllocationsFailure = (s: Allocations) => (s.matches('failed') ? s.context.failure : null)

export const shortDate = (iso: string | null) =>
  iso ? formatDate(iso, 'en-US', { month: 'short', day: 'numeric', year: 'numeric' }) : '—'
