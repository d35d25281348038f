import { licenceAllocationsMachine } from '../../../../machines/partner/licence-allocations.machine'
import { partnerTransactionsMachine } from '../../../../machines/partner/partner-transactions.machine'
import {
  listAllocations,
  listTransactions,
  loadTransactionPdf,
  sendTransactionInvoice,
  type TransactionSource,
} from '../../../api/partner/partner-transactions'
import { serializeListQuery, type ListQueryOptions } from '../../../domain/list-query'
import { ALLOCATION_LIST, TRANSACTION_LIST } from '../../../domain/partner-transactions'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'

const writeQuery =
  (deps: FlowDeps, options: ListQueryOptions) =>
  (_: unknown, query: Parameters<typeof serializeListQuery>[1]) =>
    deps.navigate(
      `${window.location.pathname}${serializeListQuery(window.location.search, query, options)}`,
      {
        replace: true,
      },
    )

/** A transactions page: the partner's billing tab, or the reseller's or sub-reseller's page. */
export function bindPartnerTransactions(deps: FlowDeps, source: TransactionSource) {
  return partnerTransactionsMachine.provide({
    actors: {
      loadTransactions: gatewayCall((query) => listTransactions(deps.api, companyIdOf(deps), source, query)),
      downloadInvoice: gatewayCall(async ({ row }) =>
        deps.download(
          `${row.invoiceNumber}.pdf`,
          await loadTransactionPdf(deps.api, companyIdOf(deps), row.id),
        ),
      ),
      sendInvoice: gatewayCall(({ row, email }) =>
        sendTransactionInvoice(deps.api, companyIdOf(deps), row.id, email),
      ),
    },
    actions: {
      writeQuery: writeQuery(deps, TRANSACTION_LIST),
      notify: (_, toast) => deps.toast(toast.title, toast.type),
    },
  })
}

export function bindLicenceAllocations(deps: FlowDeps) {
  return licenceAllocationsMachine.provide({
    actors: { loadAllocations: gatewayCall((query) => listAllocations(deps.api, companyIdOf(deps), query)) },
    actions: { writeQuery: writeQuery(deps, ALLOCATION_LIST) },
  })
}
