import { boolean, create, nullable, string, type as shape, type Infer } from 'superstruct'
import { SIGN_IN_PATHS as PATHS } from '../../domain/sign-in-paths'
import type { JsonCall } from '../json-call'
import type { LoginCredentials } from '../../domain/login'

export const LoginValidation = shape({ isMfaLogin: boolean(), verificationToken: nullable(string()) })
export type LoginValidation = Infer<typeof LoginValidation>

/** POST /user/login/validate (002 §7): checks the password and says whether a second factor follows. */
export async function validateLogin(api: JsonCall, credentials: LoginCredentials): Promise<LoginValidation> {
  const body = { email: credentials.email, password: credentials.password, isAdmin: true }
  return create(await api(PATHS.loginValidate, { method: 'POST', body }), LoginValidation)
}
