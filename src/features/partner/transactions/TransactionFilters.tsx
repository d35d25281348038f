import { css } from '../../../../styled-system/css'
import type { ListQuery } from '../../../domain/list-query'
import {
  INVOICE_STATUS_LABELS,
  INVOICE_STATUSES,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  transactionFilters,
  type InvoiceStatus,
} from '../../../domain/partner-transactions'
import { listControl } from '../../../ui/ListParts'

/** Payment method (one) and invoice status (any number), kept in the query string; a change goes to page 1. */
export function TransactionFilters({
  query,
  onQuery,
}: {
  query: ListQuery
  onQuery: (query: ListQuery) => void
}) {
  const { paymentMethod, invoiceStatus } = transactionFilters(query.filters)
  const write = (filters: { paymentMethod: string | null; invoiceStatus: InvoiceStatus[] }) =>
    onQuery({
      ...query,
      pageNumber: 0,
      filters: {
        ...(filters.paymentMethod ? { paymentMethod: filters.paymentMethod } : {}),
        ...(filters.invoiceStatus.length ? { invoiceStatus: filters.invoiceStatus } : {}),
      },
    })
  return (
    <div
      role="group"
      aria-label="Transaction filters"
      className={css({ display: 'flex', gap: '4', flexWrap: 'wrap', alignItems: 'end' })}
    >
      <label className={css({ display: 'flex', flexDir: 'column', gap: '1', fontSize: 'sm' })}>
        Payment method
        <select
          className={listControl}
          value={paymentMethod ?? ''}
          onChange={(event) => write({ paymentMethod: event.target.value || null, invoiceStatus })}
        >
          <option value="">All</option>
          {PAYMENT_METHODS.map((method) => (
            <option key={method} value={method}>
              {PAYMENT_METHOD_LABELS[method]}
            </option>
          ))}
        </select>
      </label>
      <fieldset
        className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', fontSize: 'sm', alignItems: 'center' })}
      >
        <legend className={css({ mb: '1' })}>Invoice status</legend>
        {INVOICE_STATUSES.map((status) => (
          <label key={status} className={css({ display: 'flex', gap: '1', alignItems: 'center' })}>
            <input
              type="checkbox"
              checked={invoiceStatus.includes(status)}
              onChange={(event) =>
                write({
                  paymentMethod,
                  invoiceStatus: event.target.checked
                    ? [...invoiceStatus, status]
                    : invoiceStatus.filter((other) => other !== status),
                })
              }
            />
            {INVOICE_STATUS_LABELS[status]}
          </label>
        ))}
      </fieldset>
    </div>
  )
}
