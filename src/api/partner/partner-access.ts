import type { $Fetch } from 'ofetch'
import { create, string, type as shape } from 'superstruct'
import { PATHS } from '../../domain/api-paths'
import { CustomerPage, customerFilterParams } from '../../domain/customers'
import type { ListQuery } from '../../domain/list-query'

/** GET /api/v1/company/msp/{companyId}: the partner's customers for one page of the list. */
export async function listCustomers(api: $Fetch, partnerId: string, query: ListQuery): Promise<CustomerPage> {
  return create(
    await api(PATHS.customers(partnerId), {
      query: {
        pageNumber: query.pageNumber,
        pageSize: query.pageSize,
        order: query.order,
        orderBy: query.orderBy,
        ...(query.search ? { searchText: query.search } : {}),
        ...customerFilterParams(query.filters),
      },
    }),
    CustomerPage,
  )
}

export async function requestAccess(api: $Fetch, customerId: string): Promise<void> {
  await api(PATHS.accessRequest(customerId), { method: 'POST' })
}

export async function grantAccess(api: $Fetch, companyId: string): Promise<void> {
  await api(PATHS.accessGrant(companyId), { method: 'POST', body: { status: 'access' } })
}

export async function issueCompanyToken(api: $Fetch, customerId: string): Promise<string> {
  return create(
    await api(PATHS.accessToken(customerId), { method: 'POST' }),
    shape({ companyToken: string() }),
  ).companyToken
}

/** GET /user/custom_token/{token} (000 §7): a custom sign-in token and the company it opens. */
export async function exchangeCompanyToken(
  api: $Fetch,
  token: string,
): Promise<{ customToken: string; companyId: string }> {
  const body = create(
    await api(PATHS.companyTokenExchange(token)),
    shape({ customToken: string(), company_id: string() }),
  )
  return { customToken: body.customToken, companyId: body.company_id }
}
