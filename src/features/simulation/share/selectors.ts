import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { shareAddCustomersMachine } from '../../../../machines/simulation/share-add-customers.machine'
import type { simulationShareMachine } from '../../../../machines/simulation/simulation-share.machine'
import type { CustomerSelectionActor } from '../../sharing/CustomerSelectionBanner'
import { formatDate } from '../../../domain/intl-format'

type Share = SnapshotFrom<typeof simulationShareMachine>
type Add = SnapshotFrom<typeof shareAddCustomersMachine>

export type ShareActor = ActorRefFrom<typeof simulationShareMachine>
export type AddCustomersActor = ActorRefFrom<typeof shareAddCustomersMachine>

export const selectShareSelection = (s: Share) => s.children.selection as CustomerSelectionActor | undefined
export const selectAddCustomers = (s: Share) => s.children.addCustomers as AddCustomersActor | undefined
export const selectSharePage = (s: Share) => s.context.page
export const selectShareQuery = (s: Share) => s.context.query
export const selectShareLoading = (s: Share) => s.matches('loading') || s.matches('debouncing')
export const selectShareLoadFailure = (s: Share) => (s.matches('failed') ? s.context.failure : null)
export const selectCanAdd = (s: Share) => s.can({ type: 'add.open' })
export const selectCanArchive = (s: Share) => s.can({ type: 'archive.request' })
export const selectArchiveConfirm = (s: Share) =>
  s.matches('confirmingArchive') || s.matches('completing')
    ? {
        busy: s.matches('completing'),
        count: s.context.selection.allSelected
          ? (s.context.page?.pageInfo.totalCount ?? 0)
          : s.context.selection.selected.length,
        failure: s.context.failure,
      }
    : null

export const selectAddSelection = (s: Add) => s.children.selection as CustomerSelectionActor | undefined
export const selectAddPage = (s: Add) => s.context.page
export const selectAddLoading = (s: Add) => s.matches('loading') || s.matches('debouncing')
export const selectAddLoadFailure = (s: Add) => (s.matches('failed') ? s.context.failure : null)
export const selectCloneFailure = (s: Add) => (s.matches('ready') ? s.context.failure : null)
export const selectCloning = (s: Add) => s.matches('cloning')
export const selectCanSubmit = (s: Add) => s.can({ type: 'add.submit' })
export const selectStartDate = (s: Add) => s.context.startDate
export const selectToday = (s: Add) => s.context.today
export const selectAddQuery = (s: Add) => s.context.query

export const shortDate = (iso: string) =>
  formatDate(iso, 'en-US', { month: 'short', day: '2-digit', year: 'numeric' })
