import type { $Fetch } from 'ofetch'
import { create } from 'superstruct'
import { PATHS } from '../../domain/api-paths'
import type { ListQuery } from '../../domain/list-query'
import { AllocationPage, TransactionPage, transactionParams } from '../../domain/partner-transactions'

// A partner's transactions, invoices and allocation log (001 §6).

/** Where a transactions page reads: the partner's own list, the reseller's or the sub-reseller's call. */
export type TransactionSource = 'partner' | 'reseller' | 'subreseller'

export async function listTransactions(
  api: $Fetch,
  partnerId: string,
  source: TransactionSource,
  query: ListQuery,
): Promise<TransactionPage> {
  const path =
    source === 'reseller'
      ? PATHS.resellerTransactions(partnerId)
      : source === 'subreseller'
        ? PATHS.subResellerTransactions(partnerId)
        : PATHS.partnerTransactions(partnerId)
  const body = (await api(`${path}?${transactionParams(query).toString()}`)) as Record<string, unknown>
  // The reseller's call answers with `data` (001 §6 "reads data").
  return create(source === 'reseller' ? { items: body.data, pageInfo: body.pageInfo } : body, TransactionPage)
}

export async function loadTransactionPdf(
  api: $Fetch,
  partnerId: string,
  transactionId: string,
): Promise<Blob> {
  return api(PATHS.transactionInvoicePdf(partnerId, transactionId), { responseType: 'blob' })
}

export async function sendTransactionInvoice(
  api: $Fetch,
  partnerId: string,
  transactionId: string,
  email: string,
) {
  await api(PATHS.sendTransactionInvoice(partnerId, transactionId), { method: 'POST', body: { email } })
}

export async function listAllocations(
  api: $Fetch,
  partnerId: string,
  query: ListQuery,
): Promise<AllocationPage> {
  return create(
    await api(PATHS.allocationLogs(partnerId), {
      query: {
        pageNumber: query.pageNumber,
        pageSize: query.pageSize,
        order: query.order,
        orderBy: query.orderBy,
        ...(query.search ? { searchText: query.search } : {}),
      },
    }),
    AllocationPage,
  )
}
