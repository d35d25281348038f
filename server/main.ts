import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { createGateway } from './app'
import { createTokenService } from './auth/tokens'
import { startBackgroundWork } from './background'
import { createGmailInserter } from './direct-delivery/gmail'
import { RELAY_DEFAULTS } from './mail/relay'
import { readConfig } from './config'
import { openDatabase } from './db/open'
import { createEgressPolicy } from './egress/policy'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/accounts'
import { seedDemoData } from './seed/seed'
import { demoIdpKeys, linkDemoCompany } from './sso/demo-idp-setup'

// Files this process creates (the database, the token secret) are readable by its own account only.
process.umask(0o077)

// `npm start`: one process, one port — the built SPA and the gateway on the embedded database.
const started = performance.now()
const config = readConfig()
let seeded: string[] = []
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.dataDir,
  prepare: async (db) => {
    seeded = (await seedDemoData(db, new Date(), { demoCompanies: config.seedDemo })).seeded
  },
})
// The demo identity provider (development only) and the demo company that signs in through it.
const demoIdp = !config.production && config.seedDemo ? await demoIdpKeys(config.dataDir) : undefined
if (demoIdp) await linkDemoCompany(database.db, config.publicUrl, demoIdp.cert)
const tokens = createTokenService(config.tokenSecret)
const egress = createEgressPolicy({
  allow: config.egressAllow,
  self: { host: config.host, ports: [config.port] },
})
// The job queue starts before the gateway answers: a launch enqueues its first sends in its own transaction.
const background = await startBackgroundWork(database, config, tokens.secrets, egress)
const app = createGateway(
  {
    db: database.db,
    jobs: background.jobs,
    tokens,
    production: config.production,
    trustProxy: config.trustProxy,
    publicUrl: config.publicUrl,
    smtpRelay: config.smtpUrl !== null,
    egress,
    uploadDir: join(config.dataDir, 'uploads'),
    ...(config.s3 ? { s3: config.s3 } : {}),
    ...(demoIdp ? { demoIdp } : {}),
    ...(config.azureApp ? { azureApp: config.azureApp } : {}),
    ...(config.dnsServers ? { dnsServers: config.dnsServers } : {}),
    ...(config.googleServiceAccount
      ? {
          gmail: {
            clientId: config.googleServiceAccount.client_id ?? config.googleServiceAccount.client_email,
            ...createGmailInserter(config.googleServiceAccount, fetch),
          },
        }
      : {}),
    consoleSender: {
      from: config.smtpFrom ?? RELAY_DEFAULTS.from,
      ...(config.dkim ? { dkim: config.dkim } : {}),
      ...(config.spfInclude ? { spfInclude: config.spfInclude } : {}),
    },
    ...(config.signInRateLimit ? { signInRateLimit: config.signInRateLimit } : {}),
  },
  { staticRoot: config.staticRoot },
)

const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
  const where =
    database.kind === 'postgres' ? 'Postgres (DATABASE_URL)' : `embedded Postgres in ${config.dataDir}`
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(
    `\nAwareness admin console: http://${config.host}:${info.port}  (${where}; ready in ${seconds}s)`,
  )
  console.log(
    config.production
      ? 'Mode: production (NODE_ENV=production): no demo identity provider, no development routes.'
      : 'Mode: development: the demo identity provider at /__idp and the development routes (/__dev: the mail\n' +
          '  outbox, the exercise and simulation clocks) are on, the latter for requests from this machine only.\n' +
          '  For production: NODE_ENV=production TOKEN_SECRET=… DATABASE_URL=… (README "Running in production").',
  )
  if (egress.allowed.length > 0)
    console.log(
      `Outbound connections to private addresses allowed (ALLOW_PRIVATE_EGRESS): ${egress.allowed.join(', ')}`,
    )
  if (seeded.length > 0) console.log(`Seeded demo data: ${seeded.join(', ')}`)
  if (config.seedDemo) {
    console.log(`\nDemo accounts (password ${DEMO_PASSWORD}):`)
    for (const account of DEMO_ACCOUNTS) console.log(`  ${account.email.padEnd(28)} ${account.note}`)
  }
  console.log('')
})

// A rejection nobody handled is a bug to log, not a reason to stop answering every other tenant.
process.on('unhandledRejection', (reason) => console.error('Unhandled rejection:', reason))

function shutdown() {
  server.close()
  void background
    .stop()
    .then(() => database.close())
    .finally(() => process.exit(0))
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
