import type { $Fetch } from 'ofetch'
import { boolean, create, nullable, string, type as shape, type Infer } from 'superstruct'
import { PATHS } from '../../domain/api-paths'
import type { LoginCredentials } from '../../domain/login'

export const LoginValidation = shape({ isMfaLogin: boolean(), verificationToken: nullable(string()) })
export type LoginValidation = Infer<typeof LoginValidation>

/** POST /user/login/validate (002 §7): checks the password and says whether a second factor follows. */
export async function validateLogin(api: $Fetch, credentials: LoginCredentials): Promise<LoginValidation> {
  const body = { email: credentials.email, password: credentials.password, isAdmin: true }
  return create(await api(PATHS.loginValidate, { method: 'POST', body }), LoginValidation)
}
