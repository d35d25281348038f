import type { ServerConfig } from './config'
import type { Database } from './db/open'
import { startRelay } from './mail/relay'
import { startSimulationEngine } from './simulation/engine'

// The gateway's background work, started by `npm start` and `npm run dev`: the simulation scheduler always, the
// SMTP relay when SMTP_URL is set. Both claim their rows with FOR UPDATE SKIP LOCKED, so N processes share them.

export function startBackgroundWork(db: Database, config: ServerConfig) {
  const engine = startSimulationEngine(db, { publicUrl: config.publicUrl, relayed: config.smtpUrl !== null })
  const relay = config.smtpUrl
    ? startRelay(db, {
        smtpUrl: config.smtpUrl,
        ...(config.smtpFrom ? { from: config.smtpFrom } : {}),
        ...(config.smtpRatePerMinute ? { ratePerMinute: config.smtpRatePerMinute } : {}),
      })
    : null
  return {
    stop() {
      engine.stop()
      relay?.stop()
    },
  }
}
