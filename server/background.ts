import type { SecretBox } from './auth/sealed-secrets'
import type { ServerConfig } from './config'
import type { OpenedDatabase } from './db/open'
import type { EgressPolicy } from './egress/policy'
import { createGmailInserter } from './direct-delivery/gmail'
import { createGraphInserter } from './direct-delivery/graph'
import { createDirectDelivery } from './direct-delivery/placement'
import { startJobQueue } from './jobs/runner'
import { createRelay } from './mail/relay'
import { createWebhookDispatcher } from './webhooks/dispatcher'

// The gateway's background work, started by `npm start` and `npm run dev`: the job queue on pg-boss, whose workers
// open simulation rounds and send their mails, give monthly videos, mail scheduled reports and automatic reminders
// (on schedules that fire once across every process on the database), send each outbox mail (the SMTP relay:
// SMTP_URL, a company's own server, or a provider's API) and deliver each webhook event. N processes on one
// Postgres share every queue.

export async function startBackgroundWork(
  database: OpenedDatabase,
  config: ServerConfig,
  secrets: SecretBox,
  egress: EgressPolicy,
) {
  const db = database.db
  // Always working: without SMTP_URL it sends only the mail of companies that set their own SMTP server.
  const relay = createRelay(db, {
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
  const jobs = await startJobQueue(database, {
    work: true,
    publicUrl: config.publicUrl,
    relayed: config.smtpUrl !== null,
    relay,
    webhooks: createWebhookDispatcher(db, { secrets, egress }),
  })
  return {
    jobs,
    async stop() {
      await jobs.stop()
      relay.close()
    },
  }
}
