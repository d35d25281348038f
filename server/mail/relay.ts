import { createTransport, type SendMailOptions, type Transporter } from 'nodemailer'
import MailComposer from 'nodemailer/lib/mail-composer/index.js'
import { eq } from 'drizzle-orm'
import type { SecretBox } from '../auth/sealed-secrets'
import type { Database } from '../db/open'
import { companySmtpCache } from './company-smtp'
import { JobFailure, type JobAttempt } from '../jobs/outcome'
import { EgressError, egressFailureOf, type EgressPolicy } from '../egress/policy'
import { outbox, simulationDeliveries } from '../db/schema'
import { DirectDeliveryError } from '../direct-delivery/errors'
import { isPlaceable, type DirectDelivery } from '../direct-delivery/placement'
import { DEFAULT_BRAND, type Brand } from '../../src/domain/white-label'
import { brandOwnerOf } from '../white-label/brand'
import { LOGO_CID, mailHtml } from './html'
import { hasOptedOut, unsubscribeHeaders } from './unsubscribe'

// The SMTP relay: the mail queue's worker. Each outbox mail has its job (enqueued with the row), and the relay
// sends the mail the job names through the console's server (SMTP_URL), the company's own server, or a
// provider's API for simulation mail placed directly. The queue retries a refusal or a timeout with its doubling
// pause, takes a job again whose process died mid-send (its expiry), and dead-letters the job after the last
// attempt, when the mail is failed and a simulation's recipient with it. A 5xx answer is final at once. A mail no
// server can take (no SMTP_URL and no company server) stays queued: the outbox is then the demo's mailbox.

export interface RelayOptions {
  /** The console's own server; without it only companies with their own SMTP server have mail sent. */
  smtpUrl: string | null
  /** Opens the companies' sealed SMTP passwords; without it every mail takes the console's server. */
  secrets?: SecretBox
  /** A company's own server is reached through the egress policy (required with `secrets`). */
  egress?: EgressPolicy
  /** Mails per minute at most, in this process (a provider's sending limit). */
  ratePerMinute?: number
  from?: string
  /** The SMTP connection, greeting and socket timeouts (tests shorten them). */
  timeoutMs?: number
  /** The console's address, for the one-click unsubscribe links of reminders and scheduled reports. */
  publicUrl?: string
  /** Signs the console's own mail (not a company's own server's: that server's domain signs its own). */
  dkim?: { domainName: string; keySelector: string; privateKey: string }
  /** Simulation mail placed in mailboxes through the providers' APIs, for the companies that turned it on. */
  direct?: DirectDelivery
  now?: () => Date
}

export const RELAY_DEFAULTS = {
  ratePerMinute: 600,
  from: 'Awareness console <no-reply@awareness.local>',
}
/** A queued mail older than this when the relay first sees it is not sent: a day-old code or invite misleads. */
export const RELAY_MAX_AGE_MS = 24 * 3600_000

export type RelayOutcome = 'sent' | 'failed' | 'kept' | 'done already'

export interface Relay {
  /** Sends the outbox mail; a refusal to try again is thrown as a JobFailure. */
  deliver(outboxId: string, attempt: JobAttempt): Promise<{ outcome: RelayOutcome; reason?: string }>
  close(): void
}

type OutboxRow = typeof outbox.$inferSelect

export function createRelay(db: Database, options: RelayOptions): Relay {
  const settings = { ...RELAY_DEFAULTS, ...options }
  const now = options.now ?? (() => new Date())
  const transport: Transporter | null = settings.smtpUrl
    ? createTransport({
        ...smtpConnection(settings.smtpUrl),
        pool: true,
        maxConnections: 4,
        // A server that accepts the connection and then says nothing must not hold a job until it expires.
        connectionTimeout: options.timeoutMs ?? 10_000,
        greetingTimeout: options.timeoutMs ?? 10_000,
        socketTimeout: options.timeoutMs ?? 30_000,
        ...(options.dkim ? { dkim: options.dkim } : {}),
      })
    : null
  const companies =
    options.secrets && options.egress ? companySmtpCache(db, options.secrets, options.egress) : null
  let windowStart = 0
  let sentInWindow = 0

  /** Whether anything here can send the mail: else it stays in the outbox (the demo's mailbox). */
  async function sendable(mail: OutboxRow) {
    if (transport) return true
    if (mail.companyId && (await companies?.of(mail.companyId))) return true
    return (
      isPlaceable(mail) &&
      mail.companyId !== null &&
      ((await options.direct?.companies()) ?? []).includes(mail.companyId)
    )
  }

  async function send(
    mail: OutboxRow,
    attempt: JobAttempt,
  ): Promise<{ outcome: RelayOutcome; reason?: string }> {
    if (now().getTime() - mail.createdAt.getTime() > RELAY_MAX_AGE_MS && attempt.number === 1) {
      const reason = 'Not sent: it was more than 24 hours old when the mail relay first saw it.'
      await finish(mail, 'failed', reason)
      return { outcome: 'failed', reason }
    }
    if (await hasOptedOut(db, mail.to, mail.kind)) {
      const reason = 'Not sent: the recipient unsubscribed from these mails.'
      await finish(mail, 'failed', reason)
      return { outcome: 'failed', reason }
    }
    let own: Awaited<ReturnType<NonNullable<typeof companies>['of']>> = null
    try {
      own = mail.companyId && companies ? await companies.of(mail.companyId) : null
      const via = own?.transport ?? transport
      const from = own?.from ?? settings.from
      const html = mail.html ? null : await htmlOf(mail)
      const message: SendMailOptions = {
        from: mail.fromName ? { name: mail.fromName, address: fromAddress(from) } : from,
        to: mail.to,
        subject: mail.subject,
        text: mail.body,
        html: mail.html ?? html!.html,
        attachments: [
          ...(mail.attachments ?? []).map((file) => ({
            filename: file.filename,
            contentType: file.contentType,
            content: Buffer.from(file.content, 'base64'),
          })),
          ...(html?.logo ? [{ cid: LOGO_CID, path: html.logo, filename: 'logo' }] : []),
        ],
        headers: {
          ...(mail.headers ?? {}),
          ...(options.secrets && options.publicUrl
            ? unsubscribeHeaders(options.secrets, options.publicUrl, mail.to, mail.kind)
            : {}),
        },
        // The outbox id names the message, so a receiver can tell a resend after a crash from a new mail; at the
        // sending domain, as receivers expect of a Message-ID.
        messageId: `<${mail.id}@${domainOf(from)}>`,
      }
      if (isPlaceable(mail) && mail.companyId && options.direct) {
        const placement = await options.direct.place(mail.companyId, {
          graph: {
            from: { name: mail.fromName ?? null, address: fromAddress(from) },
            to: mail.to,
            subject: mail.subject,
            html: String(message.html),
            headers: message.headers as Record<string, string>,
            sentAt: now(),
          },
          raw: () => new MailComposer(message).compile().build(),
        })
        if (placement.placed) {
          await finish(mail, 'sent', null)
          return { outcome: 'sent' }
        }
      }
      if (!via) throw new Error('The company’s SMTP server was removed and the console has none.')
      await via.sendMail(message)
      await finish(mail, 'sent', null)
      return { outcome: 'sent' }
    } catch (error) {
      // A company's own server is the company's to read about, in the catalogue's words (never its banner).
      const placing = error instanceof DirectDeliveryError
      const reason = placing
        ? error.message
        : own || isEgressRefusal(error)
          ? egressFailureOf(error)
          : describe(error)
      const permanent = placing ? error.permanent : isPermanent(error) || isEgressRefusal(error)
      if (permanent) {
        await finish(mail, 'failed', reason)
        return { outcome: 'failed', reason }
      }
      if (attempt.last) {
        await finish(mail, 'failed', reason)
        throw new JobFailure(reason, { final: true })
      }
      // A provider's Retry-After is its word on when; otherwise the queue's pause doubles.
      const retryAfterMs = placing ? error.retryAfterMs : null
      const retryAt = retryAfterMs ? new Date(now().getTime() + retryAfterMs) : null
      await db
        .update(outbox)
        .set({ failure: reason, ...(retryAt ? { nextAttemptAt: retryAt } : {}) })
        .where(eq(outbox.id, mail.id))
      throw new JobFailure(reason, retryAt ? { retryAt } : {})
    }
  }

  const brands = new Map<string, Promise<Brand>>()
  /** The HTML part of a mail that has only text: its company's brand (or its partner's), else the console's. */
  async function htmlOf(mail: OutboxRow) {
    const key = mail.companyId ?? ''
    let brand = brands.get(key)
    if (!brand) {
      brand = mail.companyId
        ? brandOwnerOf(db, mail.companyId).then((owner) => owner?.brand ?? DEFAULT_BRAND)
        : Promise.resolve(DEFAULT_BRAND)
      brands.set(key, brand)
    }
    const chosen = await brand
    const logo = chosen.logo?.startsWith('data:image/') ? chosen.logo : null
    return { html: mailHtml(mail.body, chosen, { logo: logo !== null }), logo }
  }

  async function finish(mail: OutboxRow, status: 'sent' | 'failed', failure: string | null) {
    const at = now()
    await db.transaction(async (tx) => {
      await tx
        .update(outbox)
        .set({ status, failure, ...(status === 'sent' ? { sentAt: at } : {}) })
        .where(eq(outbox.id, mail.id))
      if (mail.deliveryId)
        await tx
          .update(simulationDeliveries)
          .set(status === 'sent' ? { state: 'sent', sentAt: at } : { state: 'failed', failure })
          .where(eq(simulationDeliveries.id, mail.deliveryId))
    })
  }

  async function waitForRate() {
    const at = Date.now()
    if (at - windowStart >= 60_000) {
      windowStart = at
      sentInWindow = 0
    }
    if (sentInWindow >= settings.ratePerMinute) {
      await new Promise((resolve) => setTimeout(resolve, 60_000 - (at - windowStart)))
      windowStart = Date.now()
      sentInWindow = 0
    }
    sentInWindow += 1
  }

  return {
    async deliver(outboxId, attempt) {
      const [mail] = await db.select().from(outbox).where(eq(outbox.id, outboxId))
      // Sent or failed by an earlier job of the same mail (a process that died after sending, before its job
      // completed): nothing to do again.
      if (!mail || mail.status !== 'queued') return { outcome: 'done already' }
      if (!(await sendable(mail))) return { outcome: 'kept' }
      await db
        .update(outbox)
        .set({ attempts: attempt.number, nextAttemptAt: now() })
        .where(eq(outbox.id, mail.id))
      await waitForRate()
      return send({ ...mail, attempts: attempt.number }, attempt)
    },
    close: () => {
      transport?.close()
      companies?.close()
    },
  }
}

/** smtp://user:pass@host:port or smtps://… (TLS from the first byte); user and password URL-encoded. */
export function smtpConnection(url: string) {
  const parsed = new URL(url)
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:')
    throw new Error('SMTP_URL must start with smtp:// or smtps://')
  const secure = parsed.protocol === 'smtps:'
  return {
    host: parsed.hostname,
    port: Number(parsed.port || (secure ? 465 : 587)),
    secure,
    ...(parsed.username
      ? { auth: { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) } }
      : {}),
  }
}

const fromAddress = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from
/** The sender's domain, which names the message (RFC 5322 §3.6.4). */
const domainOf = (from: string) => fromAddress(from).split('@')[1]?.trim().toLowerCase() || 'localhost'

function describe(error: unknown): string {
  if (error && typeof error === 'object') {
    const { response, message } = error as { response?: string; message?: string }
    return (response ?? message ?? 'Unknown mail server error').slice(0, 500)
  }
  return String(error).slice(0, 500)
}

/** A 5xx answer is the server's final word (unknown mailbox, rejected content): no retry will change it. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: number } | null)?.responseCode
  return typeof code === 'number' && code >= 500 && code < 600
}

const isEgressRefusal = (error: unknown) => error instanceof EgressError && error.reason === 'private'
