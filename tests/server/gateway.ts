import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import postgres from 'postgres'
import { inject } from 'vitest'
import { createGateway } from '../../server/app'
import { createTokenService, type TokenService } from '../../server/auth/tokens'
import { openDatabase, type OpenedDatabase } from '../../server/db/open'
import { createEgressPolicy, type EgressPolicy } from '../../server/egress/policy'
import { DEMO_PASSWORD } from '../../server/seed/accounts'
import { seedDemoData } from '../../server/seed/seed'
import { linkDemoCompany } from '../../server/sso/demo-idp-setup'
import { readFileSync } from 'node:fs'
import { restoredSeedCopy } from './seed-reset'
import { invitePayloadOf, type InvitePayload } from '../../src/domain/add-users'
import { PATHS } from '../../src/domain/api-paths'
import type { ConsoleSender } from '../../server/mail/sender-records'
import type { GatewayDeps } from '../../server/context'
import type { RunningJobQueue } from '../../server/jobs/runner'
import { createRelay, type RelayOptions } from '../../server/mail/relay'
import { createWebhookDispatcher } from '../../server/webhooks/dispatcher'
import { startTestJobQueue } from './job-queue'

// A gateway on a fresh database: in-memory PGlite always; a throwaway database on a real Postgres when
// TEST_DATABASE_URL is set (CI runs the suite both ways).

export const secret = randomBytes(32)
export const PASSWORD = DEMO_PASSWORD
export const LOOPBACK = { incoming: { socket: { remoteAddress: '127.0.0.1' } } }
export const REMOTE = { incoming: { socket: { remoteAddress: '203.0.113.7' } } }
export const backend = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'
/** Where the test gateways say the console is, for links in mails. */
export const TEST_PUBLIC_URL = 'https://console.example'

/** The demo identity provider's key in tests: the fixture pair (the running console makes its own). */
export const DEMO_IDP = {
  key: readFileSync(new URL('../fixtures/idp-key.pem', import.meta.url), 'utf8'),
  cert: readFileSync(new URL('../fixtures/idp-cert.pem', import.meta.url), 'utf8'),
}

export interface TestGateway {
  app: ReturnType<typeof createGateway>
  /** The gateway's egress policy, for the background workers a test drives itself. */
  egress: EgressPolicy
  database: OpenedDatabase
  tokens: TokenService
  /** The job queue with its workers, when the test asked for it. */
  jobs: RunningJobQueue | null
  close(): Promise<void>
}

export async function freshPostgres(
  adminUrl: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `gw_test_${randomBytes(6).toString('hex')}`
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} })
  await admin.unsafe(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.end()
    },
  }
}

let dumpOfWorker: Blob | undefined
/** The PGlite cluster the server project's global setup migrated and seeded, to start from instead of initdb. */
export function seededDump(): Blob | undefined {
  const file = provided('seedTemplateFile')
  // Read once per worker: the dump is some 50 MB, and reading it took half a second a file.
  if (file && !dumpOfWorker) dumpOfWorker = new Blob([readFileSync(file)])
  return file ? dumpOfWorker : undefined
}

/** Clusters loaded from the seeded dump that a closed gateway gave back, for the worker's next gateway. */
const idleClusters: OpenedDatabase[] = []

async function seededCluster(): Promise<OpenedDatabase> {
  const dump = seededDump()
  const reused = dump ? idleClusters.pop() : undefined
  if (reused) {
    // The job queue's tables are not the seed's: a test that ran a queue here leaves none of its jobs behind.
    await reused.db.execute(sql`drop schema if exists pgboss cascade`)
    return restoredSeedCopy(reused)
  }
  return openDatabase({ dataDir: 'memory://', ...(dump ? { loadDataDir: dump } : {}) })
}

/** What the server project's global setup provided; nothing outside vitest (`npm run bench` seeds afresh). */
function provided(key: 'seedTemplateDb' | 'seedTemplateFile'): string {
  try {
    return inject(key)
  } catch {
    return ''
  }
}

export async function startGateway(
  options: {
    production?: boolean
    signInRateLimit?: { limit: number; windowMs: number }
    /** Resolvers for custom-domain checks (a DNS server on loopback). */
    dnsServers?: string[]
    /** SMTP_FROM, the DKIM key and SPF_INCLUDE, for the sender-records check. */
    consoleSender?: ConsoleSender
    /** AZURE_CLIENT_ID / AZURE_CLIENT_SECRET: the platform's Entra ID app. */
    azureApp?: { clientId: string; clientSecret: string }
    /** The platform's Google account for Gmail's direct delivery (against a loopback Google). */
    gmail?: GatewayDeps['gmail']
    /** A Postgres to make the throwaway database on; null for PGlite. Default: TEST_DATABASE_URL. */
    postgresAdminUrl?: string | null
    /** ALLOW_PRIVATE_EGRESS: the loopback peers a test starts (an SMTP server, an identity provider, a webhook
     * receiver), and how outbound host names resolve (a fixed answer; the system's resolver otherwise). */
    egressAllow?: string[]
    resolveHost?: (host: string) => Promise<string[]>
    /** The gateway's job queue (pg-boss) with workers, as `npm start` runs it: the relay and the webhook
     * dispatcher work their queues when given their options. */
    jobs?: boolean | { relay?: Omit<RelayOptions, 'secrets' | 'egress'>; webhooks?: { timeoutMs?: number } }
  } = {},
): Promise<TestGateway> {
  const adminUrl =
    options.postgresAdminUrl === undefined ? process.env.TEST_DATABASE_URL : options.postgresAdminUrl
  // Copies of the database the server project's global setup migrated and seeded once (seed-template.ts).
  const template = adminUrl === process.env.TEST_DATABASE_URL ? provided('seedTemplateDb') : ''
  const pg = adminUrl ? await freshPostgres(adminUrl, template || undefined) : null
  const database = pg ? await openDatabase({ url: pg.url }) : await seededCluster()
  await seedDemoData(database.db)
  // The demo identity provider is development only, as in the running console.
  if (!options.production) await linkDemoCompany(database.db, TEST_PUBLIC_URL, DEMO_IDP.cert)
  const tokens = createTokenService(secret)
  const egress = createEgressPolicy({
    allow: options.egressAllow ?? [],
    ...(options.resolveHost ? { resolve: options.resolveHost } : {}),
  })
  const workers = typeof options.jobs === 'object' ? options.jobs : {}
  const relay = workers.relay
    ? createRelay(database.db, { ...workers.relay, secrets: tokens.secrets, egress })
    : undefined
  const jobs = options.jobs
    ? await startTestJobQueue(database, {
        ...(relay ? { relay } : {}),
        ...(workers.webhooks
          ? {
              webhooks: createWebhookDispatcher(database.db, {
                ...workers.webhooks,
                secrets: tokens.secrets,
                egress,
              }),
            }
          : {}),
      })
    : null
  const gateway = createGateway({
    db: database.db,
    ...(jobs ? { jobs } : {}),
    tokens,
    production: options.production ?? false,
    publicUrl: TEST_PUBLIC_URL,
    ...(options.production ? {} : { demoIdp: DEMO_IDP }),
    ...(options.signInRateLimit ? { signInRateLimit: options.signInRateLimit } : {}),
    ...(options.dnsServers ? { dnsServers: options.dnsServers } : {}),
    ...(options.consoleSender ? { consoleSender: options.consoleSender } : {}),
    ...(options.azureApp ? { azureApp: options.azureApp } : {}),
    ...(options.gmail ? { gmail: options.gmail } : {}),
    egress,
    smtpTestTimeoutMs: 2000,
  })
  // Requests made in-process arrive as if from this machine (the development routes answer only those);
  // a test of a remote caller passes its own env.
  const app = Object.assign(Object.create(gateway) as typeof gateway, {
    request: (input: string | URL | Request, init?: RequestInit, env: unknown = LOOPBACK) =>
      gateway.request(input, init, env as never),
  })
  return {
    app,
    egress,
    database,
    tokens,
    jobs,
    async close() {
      await jobs?.stop()
      relay?.close()
      if (pg) {
        await database.close()
        await pg.drop()
      } else if (seededDump() && !jobs) idleClusters.push(database)
      else await database.close()
    },
  }
}

export function json(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', ...headers },
  }
}

export async function signIn(gateway: TestGateway, email: string, password = PASSWORD) {
  const response = await gateway.app.request('/identity/v1/accounts/sign-in', json({ email, password }))
  const body = (await response.json()) as { idToken: string }
  return { response, token: body.idToken, cookie: response.headers.get('set-cookie') ?? '' }
}

export const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } })

export interface SignedInUser {
  token: string
  userId: string
}

/** Signs in and reads the user's id: for routes that take the caller's own user id in the path. */
export async function signInUser(gateway: TestGateway, email: string): Promise<SignedInUser> {
  const { token } = await signIn(gateway, email)
  const user = (await (await gateway.app.request(PATHS.currentUser, bearer(token))).json()) as { id: string }
  return { token, userId: user.id }
}

type Each<T extends readonly unknown[], V> = { [I in keyof T]: V }

/** A file's gateway with these accounts signed in: `[gateway, ...tokens]` in the order of the addresses. */
export async function startSignedIn<const E extends readonly string[]>(
  ...emails: E
): Promise<[TestGateway, ...Each<E, string>]> {
  const gateway = await startGateway()
  const tokens: string[] = []
  for (const email of emails) tokens.push((await signIn(gateway, email)).token)
  return [gateway, ...(tokens as Each<E, string>)]
}

/** The same with each account's user id (routes that take the caller's own id in the path). */
export async function startSignedInUsers<const E extends readonly string[]>(
  ...emails: E
): Promise<[TestGateway, ...Each<E, SignedInUser>]> {
  const gateway = await startGateway()
  const users: SignedInUser[] = []
  for (const email of emails) users.push(await signInUser(gateway, email))
  return [gateway, ...(users as Each<E, SignedInUser>)]
}

function learnerInvite(companyId: string, emails: string[], notification: boolean, department?: string) {
  return invitePayloadOf(companyId, {
    emails,
    departments: department ? [{ label: department, value: null }] : [],
    groups: [],
    role: 'user',
    sso: false,
    notification,
    subject: '',
    message: '',
  })
}

/** An invite of plain learners with no mail sent, optionally into one (new or existing) department. */
export function quietInvite(companyId: string, emails: string[], department?: string): InvitePayload {
  return learnerInvite(companyId, emails, false, department)
}

/** The same invite with the company's invitation mail sent to each learner. */
export function mailedInvite(companyId: string, emails: string[]): InvitePayload {
  return learnerInvite(companyId, emails, true)
}
