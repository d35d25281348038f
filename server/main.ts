import { serve } from '@hono/node-server'
import { createGateway } from './app'
import { createTokenService } from './auth/tokens'
import { readConfig } from './config'
import { openDatabase } from './db/open'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/accounts'
import { seedDemoData } from './seed/seed'

// `npm start`: one process, one port — the built SPA and the gateway on the embedded database.
const started = performance.now()
const config = readConfig()
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir })
const { seeded } = await seedDemoData(database.db)
const app = createGateway(
  {
    db: database.db,
    tokens: createTokenService(config.tokenSecret),
    production: config.production,
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
  if (seeded.length > 0) console.log(`Seeded demo data: ${seeded.join(', ')}`)
  console.log(`\nDemo accounts (password ${DEMO_PASSWORD}):`)
  for (const account of DEMO_ACCOUNTS) console.log(`  ${account.email.padEnd(28)} ${account.note}`)
  console.log('')
})

function shutdown() {
  server.close()
  void database.close().finally(() => process.exit(0))
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
