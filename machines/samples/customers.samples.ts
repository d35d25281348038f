// Sample partner customer list for scenarios, the visualizer and tests: one customer per access status.
import type { CustomerPage, CustomerRow } from '../../src/domain/customers'
import { parseListQuery } from '../../src/domain/list-query'
import { CUSTOMER_LIST } from '../../src/domain/customers'

const base: CustomerRow = {
  id: 'cmp_granted',
  name: 'Contoso',
  parentCompanyName: 'Northwind',
  status: 'ACTIVE',
  totalSeats: 40,
  loginAsCompanyStatus: 'AVAILABLE',
  owner: { email: 'it@contoso.example', fullName: 'Carla Contoso' },
  createdAt: '2026-01-01T00:00:00.000Z',
  type: null,
  subscription: { status: 'PAID', currentPeriodEnd: null, currentPeriodStart: null, paidSeats: 35 },
  trial: { status: 'expired', days: null, endDate: null },
  isBoosted: true,
  disabledAt: null,
}

export const customerPage: CustomerPage = {
  items: [
    base,
    { ...base, id: 'cmp_pending', name: 'Tailspin Toys', loginAsCompanyStatus: 'REQUESTED' },
    {
      ...base,
      id: 'cmp_none',
      name: 'Wide World Importers',
      loginAsCompanyStatus: 'NOT_AVAILABLE',
      owner: null,
    },
    {
      ...base,
      id: 'cmp_invited',
      name: 'Blue Yonder',
      loginAsCompanyStatus: 'NOT_AVAILABLE',
      owner: null,
      totalSeats: 0,
      isBoosted: false,
      invitation: {
        email: 'it@blueyonder.example',
        sentAt: '2026-11-20T09:00:00.000Z',
        expiresAt: '2026-12-04T09:00:00.000Z',
      },
    },
  ],
  pageInfo: { totalCount: 40, pageNumber: 0, pageSize: 25 },
}

export const firstCustomerQuery = parseListQuery('', CUSTOMER_LIST)
export const searchedCustomerQuery = parseListQuery('?search=wide', CUSTOMER_LIST)
