import type { SecretBox } from './auth/sealed-secrets'
import type { ServerConfig } from './config'
import type { OpenedDatabase } from './db/open'
import type { EgressPolicy } from './egress/policy'
import { createGmailInserter } from './direct-delivery/gmail'
import { createGraphInserter } from './direct-delivery/graph'
import { createDirectDelivery } from './direct-delivery/placement'
import { startJobQueue } from './jobs/runner'
import { startRelay } from './mail/relay'
import { startWebhookDispatcher } from './webhooks/dispatcher'

// The gateway's background work, started by `npm start` and `npm run dev`: the job queue (simulation rounds and
// sends, monthly videos, scheduled reports, automatic reminders) on pg-boss, whose schedules fire once across
// every process on the database; the SMTP relay (through SMTP_URL, or a company's own server) and the webhook
// dispatcher, which claim their rows with FOR UPDATE SKIP LOCKED, so N processes share them.

export async function startBackgroundWork(
  database: OpenedDatabase,
  config: ServerConfig,
  secrets: SecretBox,
  egress: EgressPolicy,
) {
  const db = database.db
  const jobs = await startJobQueue(database, {
    work: true,
    publicUrl: config.publicUrl,
    relayed: config.smtpUrl !== null,
  })
  // Always running: without SMTP_URL it sends only the mail of companies that set their own SMTP server.
  const relay = startRelay(db, {
    smtpUrl: config.smtpUrl,
    secrets,
    egress,
    ...(config.smtpFrom ? { from: config.smtpFrom } : {}),
    ...(config.smtpRatePerMinute ? { ratePerMinute: config.smtpRatePerMinute } : {}),
    ...(config.dkim ? { dkim: config.dkim } : {}),
    publicUrl: config.publicUrl,
    direct: createDirectDelivery(db, {
      ...(config.googleServiceAccount
        ? { google: createGmailInserter(config.googleServiceAccount, fetch) }
        : {}),
      ...(config.azureApp ? { microsoft: createGraphInserter(config.azureApp, fetch) } : {}),
    }),
  })
  const webhooks = startWebhookDispatcher(db, { secrets, egress })
  return {
    jobs,
    async stop() {
      relay.stop()
      webhooks.stop()
      await jobs.stop()
    },
  }
}
