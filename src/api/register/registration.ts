import type { $Fetch } from 'ofetch'
import { array, boolean, create, object, string, type as shape } from 'superstruct'
import { PATHS } from '../../domain/api-paths'
import type { SignUpPayload } from '../../domain/sign-up'

export async function listCountries(api: $Fetch): Promise<{ id: string; label: string }[]> {
  return create(await api(PATHS.countries), array(object({ id: string(), label: string() })))
}

/** GET /user/user_by_email (000 §7): true when an account already has this address. */
export async function emailExists(api: $Fetch, email: string): Promise<boolean> {
  return create(await api(PATHS.userByEmail, { query: { email } }), shape({ exists: boolean() })).exists
}

/** Whether the name is taken; an invitation's link (`partner`) lets its invited company keep its own name. */
export async function checkCompanyName(
  api: $Fetch,
  companyName: string,
  partner: string | null = null,
): Promise<boolean> {
  return create(
    await api(PATHS.checkCompany, {
      method: 'POST',
      body: { company_name: companyName, ...(partner ? { partner } : {}) },
    }),
    shape({ exists: boolean() }),
  ).exists
}

export async function registerCompany(api: $Fetch, payload: SignUpPayload): Promise<void> {
  await api(PATHS.register, { method: 'POST', body: payload })
}
