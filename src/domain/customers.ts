import { array, boolean, enums, nullable, number, object, string, type Infer } from 'superstruct'
import type { ListQueryOptions } from './list-query'

// The partner's customer list, My Customers (001 §3 "Customer row (partner)", "Company filters").

export const CUSTOMER_LIST: ListQueryOptions = {
  orderBy: ['name', 'createdAt'],
  defaultOrderBy: 'name',
  defaultPageSize: 25,
}

export const ACCOUNT_ACCESS_FILTERS = [
  { value: '', label: 'All' },
  { value: 'AVAILABLE', label: 'Access granted' },
  { value: 'REQUESTED', label: 'Requested' },
  { value: 'NOT_AVAILABLE', label: 'No access' },
] as const

export const CustomerRow = object({
  id: string(),
  name: string(),
  parentCompanyName: nullable(string()),
  status: enums(['ACTIVE', 'SUSPENDED']),
  totalSeats: number(),
  loginAsCompanyStatus: nullable(string()),
  owner: nullable(object({ email: string(), fullName: string() })),
  createdAt: string(),
  type: nullable(string()),
  subscription: object({
    status: string(),
    currentPeriodEnd: nullable(string()),
    currentPeriodStart: nullable(string()),
    paidSeats: number(),
  }),
  trial: object({ status: string(), days: nullable(number()), endDate: nullable(string()) }),
  isBoosted: boolean(),
  disabledAt: nullable(string()),
})
export type CustomerRow = Infer<typeof CustomerRow>

export const CustomerPage = object({
  items: array(CustomerRow),
  pageInfo: object({ totalCount: number(), pageNumber: number(), pageSize: number() }),
})
export type CustomerPage = Infer<typeof CustomerPage>
