import { serve } from '@hono/node-server'
import { createServer } from 'vite'
import { createGateway } from './app'
import { createTokenService } from './auth/tokens'
import { startBackgroundWork } from './background'
import { readConfig } from './config'
import { openDatabase } from './db/open'
import { createEgressPolicy } from './egress/policy'
import { DEMO_PASSWORD } from './seed/accounts'
import { seedDemoData } from './seed/seed'

// `npm run dev`: the gateway on GATEWAY_PORT and Vite with hot reload on 5173, proxying the gateway's paths.
const config = readConfig()
const gatewayPort = Number(process.env.GATEWAY_PORT ?? 5174)
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.dataDir,
  prepare: async (db) => void (await seedDemoData(db)),
})
const tokens = createTokenService(config.tokenSecret)
// Neither the gateway's port nor Vite's (which proxies it) may be reached by an outbound call.
const egress = createEgressPolicy({
  allow: config.egressAllow,
  self: { host: config.host, ports: [gatewayPort, config.port] },
})
const background = await startBackgroundWork(database, config, tokens.secrets, egress)
const app = createGateway({
  db: database.db,
  jobs: background.jobs,
  tokens,
  production: false,
  // Links in mails open the Vite server (config.port), which proxies the gateway.
  publicUrl: config.publicUrl,
  smtpRelay: config.smtpUrl !== null,
  egress,
})
serve({ fetch: app.fetch, hostname: config.host, port: gatewayPort })
const vite = await createServer({ server: { port: config.port, host: config.host } })
await vite.listen()
console.log(
  `\nDev console: http://${config.host}:${config.port} (gateway on ${gatewayPort}; demo password ${DEMO_PASSWORD})\n`,
)
