import type { $Fetch } from 'ofetch'
import { array, create, object, string, type as shape } from 'superstruct'
import { PATHS } from '../../domain/api-paths'
import { BulkResult, type CustomerBulkAction, type CustomerBulkPayload } from '../../domain/customers'
import type { InviteLine } from '../../domain/customer-invitations'

// The partner's actions on its customers (001 §6 partner portal calls).

/** Remove (DELETE …/customers/bulk) or set the affiliation of the chosen customers; how many changed. */
export async function runCustomerBulk(
  api: $Fetch,
  partnerId: string,
  action: CustomerBulkAction,
  payload: CustomerBulkPayload,
): Promise<number> {
  const response =
    action === 'remove'
      ? await api(PATHS.customersBulk(partnerId), { method: 'DELETE', body: payload })
      : await api(PATHS.customersAffiliation(partnerId), {
          method: 'PATCH',
          body: { ...payload, customerType: action === 'setPartner' ? 'PARTNER' : 'DIRECT_CUSTOMER' },
        })
  return create(response, BulkResult).changed
}

export async function markSubReseller(api: $Fetch, partnerId: string, customerId: string, mark: boolean) {
  await api((mark ? PATHS.subResellerMark : PATHS.subResellerUnmark)(partnerId, customerId), {
    method: 'PATCH',
  })
}

export async function inviteCustomers(
  api: $Fetch,
  partnerId: string,
  input: { lines: InviteLine[]; message: string },
): Promise<{ sent: number }> {
  const body = create(
    await api(PATHS.inviteCustomers(partnerId), {
      method: 'POST',
      body: { companies: input.lines, message: input.message },
    }),
    shape({ companyIds: array(string()) }),
  )
  return { sent: body.companyIds.length }
}

export async function resendCustomerInvite(
  api: $Fetch,
  partner: { id: string; name: string },
  admin: { name: string; email: string },
  customer: { id: string; name: string; email: string },
): Promise<void> {
  await api(PATHS.resendCustomerInvite(partner.id), {
    method: 'POST',
    body: {
      user_email: customer.email,
      admin_name: admin.name,
      admin_email: admin.email,
      company_id: partner.id,
      company_name: customer.name,
      customer_company_id: customer.id,
    },
  })
}

export async function saveInviteMessage(api: $Fetch, partnerId: string, message: string): Promise<string> {
  return create(
    await api(PATHS.defaultInviteMessage(partnerId), {
      method: 'PUT',
      body: { defaultCustomerInviteMessage: message },
    }),
    object({ defaultCustomerInviteMessage: string() }),
  ).defaultCustomerInviteMessage
}
