import type { Transporter } from 'nodemailer'
import { eq, isNotNull } from 'drizzle-orm'
import type { SecretBox } from '../auth/sealed-secrets'
import type { Database } from '../db/open'
import type { EgressPolicy } from '../egress/policy'
import { egressSmtpTransport } from '../egress/smtp'
import { mailSettings } from '../db/schema'

// A company's own SMTP server (issue 29): the nodemailer options its saved settings make (the password opened
// from its sealed form), reached through the egress policy.

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
export function companySmtpCache(db: Database, secrets: SecretBox, egress: EgressPolicy) {
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
        transport: await egressSmtpTransport(egress, smtpOptionsOf(row, secrets)),
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
