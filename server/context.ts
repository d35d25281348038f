import type { Database } from './db/open'
import type { SignInRateLimit } from './auth/rate-limit'
import type { TokenService } from './auth/tokens'
import type { companies, users } from './db/schema'

export type UserRow = typeof users.$inferSelect
export type CompanyRow = typeof companies.$inferSelect

export interface GatewayDeps {
  db: Database
  tokens: TokenService
  production: boolean
  now?: () => Date
  /** Sign-in attempts per client address; DEFAULT_SIGN_IN_RATE_LIMIT when absent. */
  signInRateLimit?: SignInRateLimit
}

export interface AuthState {
  user: UserRow
  company: CompanyRow
}

export type GatewayEnv = { Variables: { auth: AuthState; deps: GatewayDeps } }
