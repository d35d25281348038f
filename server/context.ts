import type { S3Settings } from './media/store'
import type { Database } from './db/open'
import type { RunningJobQueue } from './jobs/runner'
import type { JobSender } from './jobs/sender'
import type { EgressPolicy } from './egress/policy'
import type { ConsoleSender } from './mail/sender-records'
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
  /** How long a company's SMTP test waits for the server (tests shorten it). */
  smtpTestTimeoutMs?: number
  /** Sign-in attempts per client address; DEFAULT_SIGN_IN_RATE_LIMIT when absent. */
  signInRateLimit?: SignInRateLimit
  /** TRUST_PROXY: a TLS proxy in front; its X-Forwarded-Proto and X-Forwarded-For are believed. */
  trustProxy?: boolean
  /** PUBLIC_URL: where browsers reach the console, for links in mails (never the request's Host header, which
   * a caller could set to their own site). */
  publicUrl?: string
  /** SMTP_URL is set: mails leave through the relay, so a simulation send counts once the server accepted it. */
  smtpRelay?: boolean
  /** AZURE_CLIENT_ID / AZURE_CLIENT_SECRET: the platform's multi-tenant Entra ID app, for companies that give
   * only their tenant id. */
  azureApp?: { clientId: string; clientSecret: string }
  /** DNS_SERVERS: the resolvers custom-domain checks ask (host or host:port); the system's when absent. */
  dnsServers?: string[]
  /** SMTP_FROM, the DKIM key and SPF_INCLUDE: who the console's own mail comes from, for the sender-records check. */
  consoleSender?: ConsoleSender
  /** GOOGLE_SERVICE_ACCOUNT_FILE: Gmail's direct delivery; Connect checks the Workspace's delegation with it. */
  gmail?: { clientId: string; isDelegated(mailbox: string): Promise<boolean> }
  /** Where uploaded videos and images are kept (DATA_DIR/uploads); a throwaway directory when absent. */
  uploadDir?: string
  /** S3_BUCKET and its settings: uploads go to S3-compatible storage instead of the upload directory. */
  s3?: S3Settings
  /** Every connection opened on a user's say-so asks this first (server/egress/policy.ts). */
  egress: EgressPolicy
  /** The background job queue; absent in tests that drive the areas' services themselves. */
  jobs?: Pick<RunningJobQueue, 'runNowWithin' | 'boss' | 'sender'>
  /** The demo identity provider's SAML signing key and certificate (development only). */
  demoIdp?: { key: string; cert: string }
}

/** Where a route's mails and webhook deliveries are enqueued; null where no queue runs (a test's own gateway). */
export const jobSender = (deps: GatewayDeps): JobSender | null => deps.jobs?.sender ?? null

export interface AuthState {
  user: UserRow
  company: CompanyRow
  /** The refresh session the identity token was minted from. */
  sessionId: string
}

export type GatewayEnv = {
  Variables: {
    auth: AuthState
    deps: GatewayDeps
    /** The company a tenant route's path names, once its access declaration has let the caller in. */
    tenant: CompanyRow
    /** The API key a public API request came with (its company is `tenant`). */
    apiKeyId?: string
    /** The CSP nonce of this response, for an inline script on a page the gateway writes. */
    secureHeadersNonce?: string
  }
}
