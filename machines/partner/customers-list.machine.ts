import { assign, fromPromise, sendTo, setup } from 'xstate'
import {
  CUSTOMER_BULK_ACTIONS,
  customerFilterParams,
  type CustomerBulkAction,
  type CustomerBulkPayload,
  type CustomerPage,
  type CustomerRow,
  SUB_RESELLER_FILTER,
} from '../../src/domain/customers'
import { INVITE_TEXTS } from '../../src/domain/customer-invitations'
import { isUpsell, LICENCE_TEXTS } from '../../src/domain/customer-licences'
import type { ListQuery } from '../../src/domain/list-query'
import { customerAccessAction, PARTNER_ACCESS_TEXTS } from '../../src/domain/partner-access'
import {
  isOfferedSelection,
  loadingWithSelection,
  reportingSelection,
  selectionChanged,
  type CustomerSelection,
} from '../sharing/customer-selection.machine'
import { failureMessage, messageOf } from '../event-params'
import { inviteCustomersMachine } from './invite-customers.machine'
import { inviteMessageMachine } from './invite-message.machine'
import { licenceAllocateMachine } from './licence-allocate.machine'
import { licenceBuyMachine } from './licence-buy.machine'
import { pagedListStates, queryChange } from '../paged-list'

// My Customers (/partner-portal/companies, 001 §2 "Customers table"): the paged list with its query in the URL.
// Per customer: request access (→ "Request sent") or, once granted, log in as it; resend the invitation of one
// whose admin has not registered. Ticked customers — or all under the filters — can be removed ("Customer(s)
// removed successfully"), set as partner or set as direct customer, each after a confirmation that says what it
// does. Invite customers, the default invite message, and allocating or buying licences for a customer open their
// own flows over the list, which says how they ended.

export interface CustomersListInput extends CustomersListSettings {
  /** The last page this query answered (src/app/list-cache.ts): drawn at once while the list loads afresh. */
  cached?: CustomerPage | null
}

export interface CustomersListSettings {
  query: ListQuery
  /** The partner's default invitation text (the company view's defaultChildInviteMessage). */
  defaultMessage: string | null
  /** isPartnerInviteAllowed: invite and resend are offered only with it. */
  canInvite: boolean
}

export interface CustomersListContext extends CustomersListSettings {
  page: CustomerPage | null
  failure: string | null
  /** The customer whose request, log-in or resend is running. */
  busyCustomerId: string | null
  selection: CustomerSelection
  bulkAction: CustomerBulkAction | null
}

export type CustomersListEvent =
  | { type: 'customers.query'; query: ListQuery }
  | { type: 'customers.retry' }
  | { type: 'customers.requestAccess'; customerId: string }
  | { type: 'customers.logIn'; customerId: string }
  | { type: 'customers.resendInvite'; customerId: string }
  | { type: 'customers.allocate'; customerId: string }
  | { type: 'customers.buy'; customerId: string }
  | { type: 'bulk.request'; action: CustomerBulkAction }
  | { type: 'bulk.confirm' }
  | { type: 'bulk.cancel' }
  | { type: 'invite.open' }
  | { type: 'message.open' }
  | ({ type: 'selection.changed' } & CustomerSelection)

function rowOf(context: CustomersListContext, id: string): CustomerRow | undefined {
  return context.page?.items.find((row) => row.id === id)
}

/** A sub-reseller's customers (the subResellers filter) are shown, not acted on: they are not the caller's. */
export const viewsSubReseller = (context: Pick<CustomersListContext, 'query'>) =>
  typeof context.query.filters[SUB_RESELLER_FILTER] === 'string'

/** The row a row action may act on: one of the caller's own customers on the page. */
const actionableRow = (context: CustomersListContext, id: string) =>
  viewsSubReseller(context) ? undefined : rowOf(context, id)

/** What a bulk action sends: the ticked ids, or "all" with the filters that define everyone. */
export const bulkPayloadOf = (context: CustomersListContext): CustomerBulkPayload => ({
  customersIds: context.selection.allSelected ? [] : context.selection.selected,
  isAllSelected: context.selection.allSelected,
  filters: {
    ...customerFilterParams(context.query.filters),
    ...(context.query.search ? { searchText: context.query.search } : {}),
  },
})

const list = pagedListStates<CustomerPage>()({
  load: 'loadCustomers',
  retry: 'customers.retry',
  input: ({ context }: { context: CustomersListContext }) => context.query,
})

/** Which customer a licence dialog is for. */
const licenceInput = (context: CustomersListContext) => ({
  customerId: context.busyCustomerId ?? '',
  customerName: rowOf(context, context.busyCustomerId ?? '')?.name ?? '',
})

/** Not at the root: re-entering the root would restart the selection it invokes. */
const newQuery = {
  target: '#customersList.loading',
  reenter: true,
  actions: queryChange<ListQuery>().actions,
}

const rowFailure = [
  {
    type: 'notify' as const,
    params: ({ event }: { event: { error: unknown } }) => ({
      type: 'error' as const,
      title: messageOf(event.error),
    }),
  },
  { type: 'setBusy' as const, params: null },
]

export const customersListMachine = setup({
  types: {
    context: {} as CustomersListContext,
    events: {} as CustomersListEvent,
    input: {} as CustomersListInput,
  },
  actors: {
    loadCustomers: fromPromise<CustomerPage, ListQuery>(async () => {
      throw new Error('loadCustomers not provided')
    }),
    requestAccess: fromPromise<void, { customerId: string }>(async () => undefined),
    issueCompanyToken: fromPromise<string, { customerId: string }>(async () => ''),
    resendInvite: fromPromise<void, { customer: CustomerRow }>(async () => undefined),
    runBulk: fromPromise<number, { action: CustomerBulkAction; payload: CustomerBulkPayload }>(async () => 0),
    selection: reportingSelection,
    inviteCustomers: inviteCustomersMachine,
    inviteMessage: inviteMessageMachine,
    licenceAllocate: licenceAllocateMachine,
    licenceBuy: licenceBuyMachine,
  },
  guards: {
    canRequest: ({ context }, id: string) => {
      const row = actionableRow(context, id)
      return (
        row !== undefined &&
        customerAccessAction(row.loginAsCompanyStatus, row.disabledAt !== null) === 'request'
      )
    },
    canLogIn: ({ context }, id: string) => {
      const row = actionableRow(context, id)
      return (
        row !== undefined &&
        customerAccessAction(row.loginAsCompanyStatus, row.disabledAt !== null) === 'logIn'
      )
    },
    canResend: ({ context }, id: string) =>
      context.canInvite && Boolean(actionableRow(context, id)?.invitation),
    canInvite: ({ context }) => context.canInvite,
    /** Licences go to a customer that is not suspended. */
    isEnabledRow: ({ context }, id: string) => {
      const row = actionableRow(context, id)
      return row !== undefined && row.disabledAt === null
    },
    hasSelection: ({ context }) =>
      !viewsSubReseller(context) && (context.selection.selected.length > 0 || context.selection.allSelected),
    isOffered: ({ context }, selection: CustomerSelection) =>
      isOfferedSelection(
        (context.page?.items ?? []).map((row) => row.id),
        selection,
      ),
    changedAny: (_, count: number) => count > 0,
    isSaved: (_, saved: string | null) => saved !== null,
  },
  actions: {
    setQuery: assign({ query: (_, query: ListQuery) => query }),
    setPage: assign({
      page: (_, page: CustomerPage) => page,
      failure: null,
      // A new page starts with nothing ticked, as the selection machine it tells (offerRows).
      selection: { selected: [], allSelected: false },
    }),
    offerRows: sendTo('selection', (_, page: CustomerPage) => ({
      type: 'selection.page' as const,
      ids: page.items.map((row) => row.id),
      total: page.pageInfo.totalCount,
    })),
    setSelection: assign({ selection: (_, selection: CustomerSelection) => selection }),
    setFailure: assign({ failure: (_, message: string) => message }),
    clearFailure: assign({ failure: null }),
    setBusy: assign({ busyCustomerId: (_, id: string | null) => id }),
    setBulkAction: assign({ bulkAction: (_, action: CustomerBulkAction | null) => action }),
    setDefaultMessage: assign({
      defaultMessage: ({ context }, saved: string | null) => saved ?? context.defaultMessage,
    }),
    markRequested: assign({
      page: ({ context }) =>
        context.page && {
          ...context.page,
          items: context.page.items.map((row) =>
            row.id === context.busyCustomerId ? { ...row, loginAsCompanyStatus: 'REQUESTED' } : row,
          ),
        },
    }),
    /** Provided by the app: writes the query to the URL (000 §2: lists keep their query there). */
    writeQuery: (_, _query: ListQuery) => {},
    /** Provided by the app: a toast. */
    notify: (_, _toast: { type: 'success' | 'error'; title: string }) => {},
    /** Provided by the app: /login_as_company?companyToken=… */
    openCompany: (_, _companyToken: string) => {},
  },
}).createMachine({
  id: 'customersList',
  // Opened again, the list draws the last page its query answered while it loads it afresh.
  context: ({ input: { cached, ...settings } }) => ({
    ...settings,
    page: cached ?? null,
    failure: null,
    busyCustomerId: null,
    selection: { selected: [], allSelected: false },
    bulkAction: null,
  }),
  invoke: { id: 'selection', src: 'selection' },
  initial: 'loading',
  states: {
    // A new query comes from the list's own controls (search, filters, sort, pager), which the dialogs cover.
    failed: { on: { ...list.failed.on, 'customers.query': newQuery } },
    loading: {
      ...loadingWithSelection<CustomerPage, typeof list.loading>(list.loading),
      on: { 'customers.query': newQuery },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'customers.query': newQuery,
            'selection.changed': selectionChanged,
            'customers.requestAccess': {
              guard: { type: 'canRequest', params: ({ event }) => event.customerId },
              target: 'requestingAccess',
              actions: { type: 'setBusy', params: ({ event }) => event.customerId },
            },
            'customers.logIn': {
              guard: { type: 'canLogIn', params: ({ event }) => event.customerId },
              target: 'openingCompany',
              actions: { type: 'setBusy', params: ({ event }) => event.customerId },
            },
            'customers.resendInvite': {
              guard: { type: 'canResend', params: ({ event }) => event.customerId },
              target: 'resendingInvite',
              actions: { type: 'setBusy', params: ({ event }) => event.customerId },
            },
            'bulk.request': {
              guard: 'hasSelection',
              target: 'confirmingBulk',
              actions: [{ type: 'setBulkAction', params: ({ event }) => event.action }, 'clearFailure'],
            },
            'customers.allocate': {
              guard: { type: 'isEnabledRow', params: ({ event }) => event.customerId },
              target: 'allocating',
              actions: { type: 'setBusy', params: ({ event }) => event.customerId },
            },
            'customers.buy': {
              guard: { type: 'isEnabledRow', params: ({ event }) => event.customerId },
              target: 'buying',
              actions: { type: 'setBusy', params: ({ event }) => event.customerId },
            },
            'invite.open': { guard: 'canInvite', target: 'inviting' },
            'message.open': { guard: 'canInvite', target: 'editingMessage' },
          },
        },
        requestingAccess: {
          tags: ['rowBusy'],
          invoke: {
            id: 'requestAccess',
            src: 'requestAccess',
            input: ({ context }) => ({ customerId: context.busyCustomerId ?? '' }),
            onDone: {
              target: 'idle',
              actions: [
                'markRequested',
                { type: 'notify', params: { type: 'success', title: PARTNER_ACCESS_TEXTS.requestSent } },
                { type: 'setBusy', params: null },
              ],
            },
            onError: { target: 'idle', actions: rowFailure },
          },
        },
        openingCompany: {
          tags: ['rowBusy'],
          invoke: {
            id: 'issueCompanyToken',
            src: 'issueCompanyToken',
            input: ({ context }) => ({ customerId: context.busyCustomerId ?? '' }),
            onDone: {
              target: 'leaving',
              actions: { type: 'openCompany', params: ({ event }) => event.output },
            },
            onError: { target: 'idle', actions: rowFailure },
          },
        },
        resendingInvite: {
          tags: ['rowBusy'],
          invoke: {
            id: 'resendInvite',
            src: 'resendInvite',
            input: ({ context }) => ({ customer: rowOf(context, context.busyCustomerId ?? '')! }),
            onDone: {
              target: '#customersList.loading',
              actions: [
                { type: 'notify', params: { type: 'success', title: INVITE_TEXTS.sent } },
                { type: 'setBusy', params: null },
              ],
            },
            onError: { target: 'idle', actions: rowFailure },
          },
        },
        confirmingBulk: {
          on: {
            'bulk.confirm': { target: 'runningBulk', actions: 'clearFailure' },
            'bulk.cancel': {
              target: 'idle',
              actions: [{ type: 'setBulkAction', params: null }, 'clearFailure'],
            },
          },
        },
        runningBulk: {
          tags: ['busy'],
          invoke: {
            id: 'runBulk',
            src: 'runBulk',
            input: ({ context }) => ({
              action: context.bulkAction ?? 'remove',
              payload: bulkPayloadOf(context),
            }),
            onDone: {
              target: '#customersList.loading',
              actions: [
                {
                  type: 'notify',
                  params: ({ context }) => ({
                    type: 'success',
                    title: CUSTOMER_BULK_ACTIONS[context.bulkAction ?? 'remove'].done,
                  }),
                },
                { type: 'setBulkAction', params: null },
              ],
            },
            // The confirmation stays, saying why; the selection is kept for another try.
            onError: { target: 'confirmingBulk', actions: { type: 'setFailure', params: failureMessage } },
          },
        },
        inviting: {
          invoke: {
            id: 'inviteCustomers',
            src: 'inviteCustomers',
            input: ({ context }) => ({ defaultMessage: context.defaultMessage }),
            onDone: [
              {
                guard: { type: 'changedAny', params: ({ event }) => event.output.sent },
                target: '#customersList.loading',
                actions: { type: 'notify', params: { type: 'success', title: INVITE_TEXTS.sent } },
              },
              { target: 'idle' },
            ],
          },
        },
        editingMessage: {
          invoke: {
            id: 'inviteMessage',
            src: 'inviteMessage',
            input: ({ context }) => ({ message: context.defaultMessage }),
            onDone: [
              {
                guard: { type: 'isSaved', params: ({ event }) => event.output.saved },
                target: 'idle',
                actions: [
                  { type: 'setDefaultMessage', params: ({ event }) => event.output.saved },
                  { type: 'notify', params: { type: 'success', title: INVITE_TEXTS.messageUpdated } },
                ],
              },
              { target: 'idle' },
            ],
          },
        },
        allocating: {
          invoke: {
            id: 'licenceAllocate',
            src: 'licenceAllocate',
            input: ({ context }) => licenceInput(context),
            onDone: [
              {
                guard: { type: 'changedAny', params: ({ event }) => event.output.allocated },
                target: '#customersList.loading',
                actions: [
                  { type: 'notify', params: { type: 'success', title: LICENCE_TEXTS.allocated } },
                  { type: 'setBusy', params: null },
                ],
              },
              { target: 'idle', actions: { type: 'setBusy', params: null } },
            ],
          },
        },
        buying: {
          invoke: {
            id: 'licenceBuy',
            src: 'licenceBuy',
            input: ({ context }) => {
              const row = rowOf(context, context.busyCustomerId ?? '')
              return { ...licenceInput(context), upsell: row ? isUpsell(row) : false }
            },
            onDone: [
              {
                guard: { type: 'changedAny', params: ({ event }) => event.output.bought },
                target: '#customersList.loading',
                actions: [
                  { type: 'notify', params: { type: 'success', title: LICENCE_TEXTS.bought } },
                  { type: 'setBusy', params: null },
                ],
              },
              { target: 'idle', actions: { type: 'setBusy', params: null } },
            ],
          },
        },
        leaving: { tags: ['rowBusy'] },
      },
    },
  },
})
