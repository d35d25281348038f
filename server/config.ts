import type { S3Settings } from './media/store'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { parseEgressAllow } from './egress/policy'

export interface ServerConfig {
  host: string
  port: number
  databaseUrl: string | undefined
  dataDir: string
  production: boolean
  tokenSecret: Uint8Array
  staticRoot: string | null
  /** SIGN_IN_RATE_LIMIT: attempts per 15 minutes per client address (the e2e suite raises it). */
  signInRateLimit: { limit: number; windowMs: number } | null
  /** TRUST_PROXY=1: behind a TLS proxy whose X-Forwarded-Proto / X-Forwarded-For are believed. */
  trustProxy: boolean
  /** PUBLIC_URL: the console's address in mailed links; http://HOST:PORT when unset. */
  publicUrl: string
  /** The demo companies and accounts (one shared, published password): on in development, off in production unless SEED_DEMO=1. */
  seedDemo: boolean
  /** SMTP_URL (smtp:// or smtps://user:pass@host:port): every mail leaves through it; unset, the outbox is the demo's mailbox. */
  smtpUrl: string | null
  /** SMTP_FROM: the sender of the console's own mails. */
  smtpFrom: string | null
  /** SMTP_RATE_PER_MINUTE: the mail provider's sending limit. */
  smtpRatePerMinute: number | null
  /**
   * DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY (PEM, or DKIM_PRIVATE_KEY_FILE): the console's own mail is
   * DKIM-signed, so mail from that domain passes DMARC (the public key is published at <selector>._domainkey).
   */
  dkim: { domainName: string; keySelector: string; privateKey: string } | null
  /** GOOGLE_SERVICE_ACCOUNT_FILE (or _JSON): the platform's Google service account, whose client id a Workspace
   * admin delegates the gmail.insert scope to, for direct email delivery into Gmail mailboxes. */
  googleServiceAccount: { client_email: string; private_key: string; client_id?: string } | null
  /** SPF_INCLUDE: the domain the console's mail provider asks senders to include in SPF (`include:<it>`). */
  spfInclude: string | null
  /** AZURE_CLIENT_ID and AZURE_CLIENT_SECRET: the platform's multi-tenant Entra ID app (SSO by tenant id). */
  azureApp: { clientId: string; clientSecret: string } | null
  /** DNS_SERVERS (comma-separated host or host:port): the resolvers that verify custom domains. */
  dnsServers: string[] | null
  /** S3_BUCKET (with S3_REGION, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE):
   * uploads go to S3-compatible storage instead of DATA_DIR/uploads. */
  s3: S3Settings | null
  /** ALLOW_PRIVATE_EGRESS (comma-separated host:port): the private-network targets outbound connections may reach
   * (a loopback mail server or webhook receiver for local testing); none when unset, in every mode. */
  egressAllow: string[]
}

/**
 * The signing secret: TOKEN_SECRET when given, else one generated on first start and kept beside the
 * embedded database, so sessions survive restarts without a secret in the repository.
 */
function tokenSecret(dataDir: string): Uint8Array {
  if (process.env.TOKEN_SECRET) return new TextEncoder().encode(process.env.TOKEN_SECRET)
  const file = join(dataDir, 'token-secret')
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 })
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 })
  }
  return Buffer.from(readFileSync(file, 'utf8'), 'base64')
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = resolve(env.DATA_DIR ?? '.data')
  return {
    host: env.HOST ?? '127.0.0.1',
    port: Number(env.PORT ?? 5173),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    production: env.NODE_ENV === 'production',
    tokenSecret: tokenSecret(dataDir),
    staticRoot: resolve(env.STATIC_ROOT ?? 'dist'),
    signInRateLimit: /^\d+$/.test(env.SIGN_IN_RATE_LIMIT ?? '')
      ? { limit: Number(env.SIGN_IN_RATE_LIMIT), windowMs: 15 * 60_000 }
      : null,
    trustProxy: /^(1|true|yes)$/i.test(env.TRUST_PROXY ?? ''),
    publicUrl: (env.PUBLIC_URL || `http://${env.HOST ?? '127.0.0.1'}:${env.PORT ?? 5173}`).replace(
      /\/+$/,
      '',
    ),
    seedDemo: env.NODE_ENV !== 'production' || /^(1|true|yes)$/i.test(env.SEED_DEMO ?? ''),
    smtpUrl: env.SMTP_URL || null,
    smtpFrom: env.SMTP_FROM || null,
    smtpRatePerMinute: /^\d+$/.test(env.SMTP_RATE_PER_MINUTE ?? '') ? Number(env.SMTP_RATE_PER_MINUTE) : null,
    dkim: dkimOf(env),
    googleServiceAccount: googleAccountOf(env),
    spfInclude: env.SPF_INCLUDE?.trim().replace(/^include:/i, '') || null,
    dnsServers: env.DNS_SERVERS
      ? env.DNS_SERVERS.split(',')
          .map((server) => server.trim())
          .filter(Boolean)
      : null,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION || 'us-east-1',
          ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
          ...(env.S3_ACCESS_KEY_ID ? { accessKeyId: env.S3_ACCESS_KEY_ID } : {}),
          ...(env.S3_SECRET_ACCESS_KEY ? { secretAccessKey: env.S3_SECRET_ACCESS_KEY } : {}),
          forcePathStyle: /^(1|true|yes)$/i.test(env.S3_FORCE_PATH_STYLE ?? ''),
        }
      : null,
    azureApp:
      env.AZURE_CLIENT_ID && env.AZURE_CLIENT_SECRET
        ? { clientId: env.AZURE_CLIENT_ID, clientSecret: env.AZURE_CLIENT_SECRET }
        : null,
    egressAllow: parseEgressAllow(env.ALLOW_PRIVATE_EGRESS),
  }
}

function googleAccountOf(env: NodeJS.ProcessEnv): ServerConfig['googleServiceAccount'] {
  const text = env.GOOGLE_SERVICE_ACCOUNT_FILE
    ? readFileSync(env.GOOGLE_SERVICE_ACCOUNT_FILE, 'utf8')
    : env.GOOGLE_SERVICE_ACCOUNT_JSON
  if (!text) return null
  const key = JSON.parse(text) as { client_email?: string; private_key?: string; client_id?: string }
  if (!key.client_email || !key.private_key)
    throw new Error(
      'GOOGLE_SERVICE_ACCOUNT_*: a service account key (JSON with client_email and private_key)',
    )
  return {
    client_email: key.client_email,
    private_key: key.private_key,
    ...(key.client_id ? { client_id: key.client_id } : {}),
  }
}

function dkimOf(env: NodeJS.ProcessEnv): ServerConfig['dkim'] {
  const privateKey = env.DKIM_PRIVATE_KEY_FILE
    ? readFileSync(env.DKIM_PRIVATE_KEY_FILE, 'utf8')
    : env.DKIM_PRIVATE_KEY?.replace(/\\n/g, '\n')
  if (!env.DKIM_DOMAIN || !env.DKIM_SELECTOR || !privateKey) return null
  return { domainName: env.DKIM_DOMAIN, keySelector: env.DKIM_SELECTOR, privateKey }
}
