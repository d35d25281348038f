import type { ReactNode } from 'react'
import { useSelector } from '@xstate/react'
import { css } from '../../../../styled-system/css'
import { withSearchText, type ListQuery } from '../../../domain/list-query'
import {
  INVOICE_STATUS_LABELS,
  money,
  PAYMENT_METHOD_LABELS,
  type InvoiceStatus,
} from '../../../domain/partner-transactions'
import { Button } from '../../../ui/Button'
import { Dialog } from '../../../ui/Dialog'
import { listCell as cell, ListStatusRow, ListTable, RetryAlert, stickyEndCell } from '../../../ui/ListParts'
import { ListQueryPager } from '../../../ui/Pager'
import { SearchForm } from '../../../ui/SearchForm'
import { ActionsHeader, QuerySortHeader } from '../../../ui/SortHeader'
import { TextField } from '../../../ui/TextField'
import { badge } from '../../../ui/badge'
import { TransactionFilters } from './TransactionFilters'
import {
  selectBusyRow,
  selectFailure,
  selectLoading,
  selectPage,
  selectQuery,
  selectSendDialog,
  shortDate,
  type TransactionsActor,
} from './selectors'

const STATUS_TONES: Record<InvoiceStatus, 'success' | 'warning' | 'danger' | 'muted'> = {
  PAID: 'success',
  OPEN: 'warning',
  OVERDUE: 'danger',
  UNCOLLECTIBLE: 'danger',
  VOID: 'muted',
  DRAFT: 'muted',
}
const nowrap = css({ whiteSpace: 'nowrap' })

/** A row's second line: the facts that belong to a column's main figure (15 fields in 8 columns at 1440 px). */
function Detail({ children }: { children: ReactNode }) {
  return (
    <span className={css({ display: 'block', fontSize: 'xs', color: 'text.muted', fontWeight: 'normal' })}>
      {children}
    </span>
  )
}

/** Transactions: purchases for customers, their invoices downloaded or sent. */
export function TransactionsPage({ actor }: { actor: TransactionsActor }) {
  const query = useSelector(actor, selectQuery)
  const page = useSelector(actor, selectPage)
  const loading = useSelector(actor, selectLoading)
  const failure = useSelector(actor, selectFailure)
  const busyRow = useSelector(actor, selectBusyRow)
  const setQuery = (next: ListQuery) => actor.send({ type: 'transactions.query', query: next })
  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '4' })}>
      <SearchForm
        label="Search transactions"
        value={query.search}
        onSearch={(text) => setQuery(withSearchText(query, text))}
      />
      <TransactionFilters query={query} onQuery={setQuery} />
      <RetryAlert message={failure} onRetry={() => actor.send({ type: 'transactions.retry' })} />
      <ListTable busy={loading}>
        <thead className={css({ color: 'fg.muted', fontWeight: 'semibold' })}>
          <tr>
            <QuerySortHeader label="Customer" column="customer" query={query} onQuery={setQuery} />
            <th className={cell}>Licenses</th>
            <QuerySortHeader label="Amount due" column="amountDue" query={query} onQuery={setQuery} />
            <th className={cell}>Status</th>
            <th className={cell}>Invoice</th>
            <QuerySortHeader label="Due" column="dueDate" query={query} onQuery={setQuery} />
            <th className={cell}>Admin</th>
            <ActionsHeader className={stickyEndCell} />
          </tr>
        </thead>
        <tbody>
          {page?.items.map((row) => (
            <tr key={row.id}>
              <th scope="row" className={`${cell} ${css({ textAlign: 'left', fontWeight: 'semibold' })}`}>
                {row.customer}
                <Detail>Bought by {row.buyer}</Detail>
              </th>
              <td className={cell}>{row.licences.toLocaleString('en-US')}</td>
              <td className={`${cell} ${nowrap}`}>
                <span className={css({ fontWeight: 'semibold' })}>{money(row.amountDue)}</span>
                <Detail>Subtotal {money(row.subtotal)}</Detail>
                {row.discount > 0 ? <Detail>Discount −{money(row.discount)}</Detail> : null}
                {row.bankWithdrawal > 0 ? <Detail>From bank {money(row.bankWithdrawal)}</Detail> : null}
              </td>
              <td className={cell}>
                <span className={badge({ tone: STATUS_TONES[row.paymentStatus] })}>
                  {INVOICE_STATUS_LABELS[row.paymentStatus]}
                </span>
                <Detail>
                  {PAYMENT_METHOD_LABELS[row.method]}
                  {row.cardLast4 ? ` •••• ${row.cardLast4}` : ''}
                </Detail>
              </td>
              <td className={`${cell} ${nowrap}`}>
                {row.invoiceNumber}
                {row.orderNumber ? <Detail>Order {row.orderNumber}</Detail> : null}
              </td>
              <td className={`${cell} ${nowrap}`}>
                {shortDate(row.dueDate)}
                <Detail>{row.paidDate ? `Paid ${shortDate(row.paidDate)}` : 'Not paid'}</Detail>
              </td>
              <td className={cell}>{row.admin}</td>
              <td className={`${cell} ${nowrap} ${stickyEndCell}`}>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={busyRow !== null}
                  aria-label={`Download invoice ${row.invoiceNumber}`}
                  onClick={() => actor.send({ type: 'invoice.download', transactionId: row.id })}
                >
                  {busyRow === row.id ? 'Preparing…' : 'PDF'}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busyRow !== null}
                  aria-label={`Send invoice ${row.invoiceNumber}`}
                  onClick={() => actor.send({ type: 'invoice.compose', transactionId: row.id })}
                >
                  Send
                </Button>
              </td>
            </tr>
          ))}
          <ListStatusRow
            columns={8}
            noun="transactions"
            loading={!page && loading}
            empty={page?.items.length === 0}
          />
        </tbody>
      </ListTable>
      <ListQueryPager query={query} total={page?.pageInfo.totalCount ?? 0} onQuery={setQuery} />
      <SendInvoiceDialog actor={actor} />
    </div>
  )
}

function SendInvoiceDialog({ actor }: { actor: TransactionsActor }) {
  const dialog = useSelector(actor, selectSendDialog, (a, b) => JSON.stringify(a) === JSON.stringify(b))
  return (
    <Dialog
      open={dialog !== null}
      title={`Send invoice ${dialog?.invoiceNumber ?? ''}`}
      onClose={() => actor.send({ type: 'invoice.cancel' })}
      actions={
        <>
          <Button
            variant="ghost"
            disabled={dialog?.sending}
            onClick={() => actor.send({ type: 'invoice.cancel' })}
          >
            Cancel
          </Button>
          <Button
            disabled={dialog?.sending}
            aria-busy={dialog?.sending}
            onClick={() => actor.send({ type: 'invoice.send' })}
          >
            {dialog?.sending ? 'Sending…' : 'Send'}
          </Button>
        </>
      }
    >
      <TextField
        label="Send to"
        name="email"
        type="email"
        value={dialog?.recipient ?? ''}
        error={dialog?.problem}
        hint="The invoice goes as a PDF attachment."
        onChange={(event) => actor.send({ type: 'invoice.email', text: event.target.value })}
      />
    </Dialog>
  )
}
