import type { SnapshotFrom } from 'xstate'
import type { customersListMachine } from '../../../machines/customers-list.machine'

type Snapshot = SnapshotFrom<typeof customersListMachine>

export const selectQuery = (s: Snapshot) => s.context.query
export const selectPage = (s: Snapshot) => s.context.page
export const selectIsLoading = (s: Snapshot) => s.matches('loading')
export const selectFailure = (s: Snapshot) => (s.matches('failed') ? s.context.failure : null)
export const selectBusyCustomer = (s: Snapshot) => (s.hasTag('rowBusy') ? s.context.busyCustomerId : null)
