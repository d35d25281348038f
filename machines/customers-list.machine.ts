import { assign, fromPromise, setup } from 'xstate'
import type { CustomerPage, CustomerRow } from '../src/domain/customers'
import type { ListQuery } from '../src/domain/list-query'
import { customerAccessAction, PARTNER_ACCESS_TEXTS } from '../src/domain/partner-access'
import { messageOf } from './event-params'
import { pagedListStates, queryChange } from './paged-list'

// My Customers (/partner-portal/companies, 001 §3 "Customers table"): the paged list with its query in
// the URL; per customer, request access (→ "Request sent") or, once granted, log in as that customer.

export interface CustomersListContext {
  query: ListQuery
  page: CustomerPage | null
  failure: string | null
  /** The customer whose request or log-in is running. */
  busyCustomerId: string | null
}

export type CustomersListEvent =
  | { type: 'customers.query'; query: ListQuery }
  | { type: 'customers.retry' }
  | { type: 'customers.requestAccess'; customerId: string }
  | { type: 'customers.logIn'; customerId: string }

function rowOf(context: CustomersListContext, id: string): CustomerRow | undefined {
  return context.page?.items.find((row) => row.id === id)
}

export const customersListMachine = setup({
  types: {
    context: {} as CustomersListContext,
    events: {} as CustomersListEvent,
    input: {} as { query: ListQuery },
  },
  actors: {
    loadCustomers: fromPromise<CustomerPage, ListQuery>(async () => {
      throw new Error('loadCustomers not provided')
    }),
    requestAccess: fromPromise<void, { customerId: string }>(async () => undefined),
    issueCompanyToken: fromPromise<string, { customerId: string }>(async () => ''),
  },
  guards: {
    canRequest: ({ context }, id: string) => {
      const row = rowOf(context, id)
      return (
        row !== undefined &&
        customerAccessAction(row.loginAsCompanyStatus, row.disabledAt !== null) === 'request'
      )
    },
    canLogIn: ({ context }, id: string) => {
      const row = rowOf(context, id)
      return (
        row !== undefined &&
        customerAccessAction(row.loginAsCompanyStatus, row.disabledAt !== null) === 'logIn'
      )
    },
  },
  actions: {
    setQuery: assign({ query: (_, query: ListQuery) => query }),
    setPage: assign({ page: (_, page: CustomerPage) => page, failure: null }),
    setFailure: assign({ failure: (_, message: string) => message }),
    setBusy: assign({ busyCustomerId: (_, id: string | null) => id }),
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
  context: ({ input }) => ({ query: input.query, page: null, failure: null, busyCustomerId: null }),
  initial: 'loading',
  on: {
    'customers.query': queryChange<ListQuery>(),
  },
  states: {
    ...pagedListStates<CustomerPage>()({
      load: 'loadCustomers',
      retry: 'customers.retry',
      input: ({ context }: { context: CustomersListContext }) => context.query,
    }),
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
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
            onError: {
              target: 'idle',
              actions: [
                { type: 'notify', params: ({ event }) => ({ type: 'error', title: messageOf(event.error) }) },
                { type: 'setBusy', params: null },
              ],
            },
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
            onError: {
              target: 'idle',
              actions: [
                { type: 'notify', params: ({ event }) => ({ type: 'error', title: messageOf(event.error) }) },
                { type: 'setBusy', params: null },
              ],
            },
          },
        },
        leaving: { tags: ['rowBusy'] },
      },
    },
  },
})
