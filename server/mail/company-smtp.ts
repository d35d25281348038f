import { createTransport, type Transporter } from 'nodemailer'
import { eq, isNotNull } from 'drizzle-orm'
import type { SecretBox } from '../auth/sealed-secrets'
import type { Database } from '../db/open'
import { mailSettings } from '../db/schema'

// A company's own SMTP server (issue 29): the nodemailer options its saved settings make (the password opened
// from its sealed form), and a failure said in words an admin can act on.

type Row = typeof mailSettings.$inferSelect

export interface CompanySmtp {
  transport: Transporter
  from: string
  /** Changes when the settings change, so a cached transport is replaced. */
  version: number
}

export function smtpOptionsOf(row: Row, secrets: SecretBox, timeoutMs = 10_000) {
  const password = row.smtpPassword ? secrets.open(row.smtpPassword) : null
  return {
    host: row.smtpHost!,
    port: row.smtpPort!,
    secure: row.smtpSecurity === 'tls',
    requireTLS: row.smtpSecurity === 'starttls',
    ignoreTLS: row.smtpSecurity === 'none',
    ...(row.smtpUser ? { auth: { user: row.smtpUser, pass: password ?? '' } } : {}),
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs * 3,
  }
}

/** The companies that send through their own server, with a transport each (made once per settings change). */
export function companySmtpCache(db: Database, secrets: SecretBox) {
  const cache = new Map<string, CompanySmtp>()
  return {
    async companiesWithSmtp(): Promise<string[]> {
      const rows = await db
        .select({ companyId: mailSettings.companyId })
        .from(mailSettings)
        .where(isNotNull(mailSettings.smtpHost))
      return rows.map((row) => row.companyId)
    },
    async of(companyId: string): Promise<CompanySmtp | null> {
      const [row] = await db.select().from(mailSettings).where(eq(mailSettings.companyId, companyId))
      if (!row?.smtpHost) {
        cache.get(companyId)?.transport.close()
        cache.delete(companyId)
        return null
      }
      const version = row.updatedAt.getTime()
      const cached = cache.get(companyId)
      if (cached?.version === version) return cached
      cached?.transport.close()
      const fresh = {
        transport: createTransport(smtpOptionsOf(row, secrets)),
        from: row.fromAddress!,
        version,
      }
      cache.set(companyId, fresh)
      return fresh
    },
    close() {
      for (const entry of cache.values()) entry.transport.close()
      cache.clear()
    },
  }
}

/** Why a connection or a send failed, in words: refused, unknown host, no answer, TLS, credentials. */
export function smtpFailureOf(error: unknown, host: string, port: number): string {
  const { code, responseCode, response, message } = (error ?? {}) as {
    code?: string
    responseCode?: number
    response?: string
    message?: string
  }
  const at = `${host}:${port}`
  if (code === 'EAUTH') return `The mail server refused the user name or password (${response ?? message}).`
  if (code === 'ECONNREFUSED' || /ECONNREFUSED/.test(message ?? ''))
    return `The mail server at ${at} refused the connection. Check the host and port.`
  if (code === 'EDNS' || /ENOTFOUND|EAI_AGAIN/.test(message ?? ''))
    return `No mail server named ${host} was found. Check the host name.`
  if (code === 'ETIMEDOUT' || /timeout/i.test(message ?? ''))
    return `The mail server at ${at} did not answer in time. Check the host, port and firewall.`
  if (code === 'ETLS' || code === 'ESOCKET' || /SSL|TLS|certificate|wrong version/i.test(message ?? ''))
    return `The secure connection to ${at} failed: ${message}. Check the security setting for this port.`
  if (responseCode) return `The mail server answered ${responseCode}: ${response ?? message}`
  return `The mail server at ${at} could not be used: ${message ?? String(error)}`
}
