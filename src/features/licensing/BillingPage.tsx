import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import type { billingHistoryMachine } from '../../../machines/licensing/billing-history.machine'
import { listCell as cell, ListStatusRow, ListTable, RetryAlert } from '../../ui/ListParts'
import { Button } from '../../ui/Button'
import { selectInvoiceRows, selectBillingBusy, selectBillingFailure, selectDownloading } from './selectors'

const COLUMNS = [
  'Invoice date',
  'Description',
  'Purchased seats',
  'Amount',
  'Payment method',
  'Status',
  'Due date',
  'Paid date',
  'Invoice',
]

export const BILLING_EMPTY = 'There are no invoices yet. Your purchases will be listed here.'

/** /billing: the company's invoices. */
export default function BillingPage({ actor }: { actor: ActorRefFrom<typeof billingHistoryMachine> }) {
  const rows = useSelector(actor, selectInvoiceRows)
  const loading = useSelector(actor, selectBillingBusy)
  const failure = useSelector(actor, selectBillingFailure)
  const downloading = useSelector(actor, selectDownloading)
  return (
    <section
      aria-labelledby="billing-title"
      className={css({ display: 'flex', flexDir: 'column', gap: '4' })}
    >
      <div className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}>
        <h1 id="billing-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
          Billing
        </h1>
      </div>
      <RetryAlert message={failure} onRetry={() => actor.send({ type: 'billing.retry' })} />
      <ListTable busy={loading}>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} className={cell}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows?.map((row) => (
            <tr key={row.id} data-invoice={row.id}>
              <td className={cell}>{row.invoiceDate}</td>
              <th scope="row" className={cell}>
                {row.description}
              </th>
              <td className={cell}>{row.purchasedSeats}</td>
              <td className={cell}>{row.amount}</td>
              <td className={cell}>{row.paymentMethod}</td>
              <td className={cell}>{row.status}</td>
              <td className={cell}>{row.dueDate}</td>
              <td className={cell}>{row.paidDate}</td>
              <td className={cell}>
                {row.hasPdf ? (
                  <Button
                    size="sm"
                    variant="link"
                    aria-label={`Download invoice ${row.number} (PDF)`}
                    disabled={downloading !== null}
                    aria-busy={downloading === row.id}
                    onClick={() => actor.send({ type: 'invoice.download', invoiceId: row.id })}
                  >
                    {downloading === row.id ? 'Downloading…' : `${row.number} PDF`}
                  </Button>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
          <ListStatusRow
            columns={COLUMNS.length}
            noun="invoices"
            emptyText={BILLING_EMPTY}
            loading={!rows && loading}
            empty={rows?.length === 0}
          />
        </tbody>
      </ListTable>
    </section>
  )
}
