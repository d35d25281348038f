// Sample partner transactions and allocations for scenarios, the visualizer and tests.
import { parseListQuery } from '../../src/domain/list-query'
import {
  ALLOCATION_LIST,
  TRANSACTION_LIST,
  type AllocationPage,
  type TransactionPage,
  type TransactionRow,
} from '../../src/domain/partner-transactions'

const base: TransactionRow = {
  id: 'txn_1',
  customerCompanyId: 'cmp_granted',
  customer: 'Contoso',
  buyer: 'Nadia Partner',
  licences: 35,
  subtotal: 840,
  discount: 0,
  bankWithdrawal: 0,
  amountDue: 840,
  paymentStatus: 'PAID',
  method: 'INVOICE',
  cardLast4: null,
  invoiceNumber: 'NW-2026-0001',
  invoiceDate: '2026-11-01T09:00:00.000Z',
  dueDate: '2026-12-01T09:00:00.000Z',
  paidDate: '2026-11-10T09:00:00.000Z',
  admin: 'partner@northwind.example',
  orderNumber: 'PO-1000',
}

export const transactionPage: TransactionPage = {
  items: [
    base,
    {
      ...base,
      id: 'txn_2',
      customer: 'Litware',
      invoiceNumber: 'NW-2026-0002',
      paymentStatus: 'OVERDUE',
      method: 'CREDIT_CARD',
      cardLast4: '4242',
      paidDate: null,
      discount: 10,
      amountDue: 830,
    },
  ],
  pageInfo: { totalCount: 2, pageNumber: 0, pageSize: 25 },
}

export const allocationPage: AllocationPage = {
  items: [
    {
      id: 'alc_1',
      companyName: 'Contoso',
      licences: 35,
      allocatedBy: 'partner@northwind.example',
      createdAt: '2026-11-01T09:00:00.000Z',
    },
  ],
  pageInfo: { totalCount: 1, pageNumber: 0, pageSize: 25 },
  totals: { licences: 35, customers: 1 },
}

export const firstTransactionQuery = parseListQuery('', TRANSACTION_LIST)
export const filteredTransactionQuery = parseListQuery('?search=NW', TRANSACTION_LIST)
export const firstAllocationQuery = parseListQuery('', ALLOCATION_LIST)
export const searchedAllocationQuery = parseListQuery('?search=contoso', ALLOCATION_LIST)
