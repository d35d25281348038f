import type { SnapshotFrom } from 'xstate'
import { viewsSubReseller, type customersListMachine } from '../../../machines/partner/customers-list.machine'
import { selectionCount } from '../../../machines/sharing/customer-selection.machine'
import type { CustomerSelectionActor } from '../sharing/CustomerSelectionBanner'
import type { InviteCustomersActor } from './invitations/InviteCustomersDialog'
import type { InviteMessageActor } from './invitations/InviteMessageDialog'
import type { LicenceAllocateActor } from './licences/LicenceAllocateDialog'
import type { LicenceBuyActor } from './licences/LicenceBuyDialog'

type Snapshot = SnapshotFrom<typeof customersListMachine>

export const selectQuery = (s: Snapshot) => s.context.query
/** A sub-reseller's customers: shown without row or bulk actions. */
export const selectReadOnly = (s: Snapshot) => viewsSubReseller(s.context)
export const selectPage = (s: Snapshot) => s.context.page
export const selectIsLoading = (s: Snapshot) => s.matches('loading')
export const selectFailure = (s: Snapshot) => (s.matches('failed') ? s.context.failure : null)
export const selectBusyCustomer = (s: Snapshot) => (s.hasTag('rowBusy') ? s.context.busyCustomerId : null)
export const selectBusyKind = (s: Snapshot) =>
  s.matches({ ready: 'requestingAccess' })
    ? ('request' as const)
    : s.matches({ ready: 'resendingInvite' })
      ? ('resend' as const)
      : s.hasTag('rowBusy')
        ? ('logIn' as const)
        : null
export const selectSelection = (s: Snapshot) => s.children.selection as CustomerSelectionActor | undefined
export const selectCanBulk = (s: Snapshot) => s.can({ type: 'bulk.request', action: 'remove' })
export const selectCanInvite = (s: Snapshot) => s.context.canInvite
/** The invite buttons answer only when the machine would take them (not while the list reloads). */
export const selectInviteOpenable = (s: Snapshot) => s.can({ type: 'invite.open' })
export const selectInvite = (s: Snapshot) => s.children.inviteCustomers as InviteCustomersActor | undefined
export const selectMessageEditor = (s: Snapshot) => s.children.inviteMessage as InviteMessageActor | undefined
export const selectBulkConfirm = (s: Snapshot) =>
  (s.matches({ ready: 'confirmingBulk' }) || s.matches({ ready: 'runningBulk' })) && s.context.bulkAction
    ? {
        action: s.context.bulkAction,
        busy: s.matches({ ready: 'runningBulk' }),
        count: selectionCount({
          ...s.context.selection,
          total: s.context.page?.pageInfo.totalCount ?? 0,
        }),
        failure: s.context.failure,
      }
    : null
export const selectAllocate = (s: Snapshot) => s.children.licenceAllocate as LicenceAllocateActor | undefined
export const selectBuy = (s: Snapshot) => s.children.licenceBuy as LicenceBuyActor | undefined
