import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import type { Database } from '../db/open'
import { companies, ssoSettings, users } from '../db/schema'

// The demo identity provider is a SAML identity provider like any other: its key is made on this machine on
// first start (never one from the repository), and the demo company Globex is configured with its certificate
// through the same settings an admin would save.

export const DEMO_IDP_PATH = '/__idp'
export const demoIdpEntityId = (origin: string) => `${origin}${DEMO_IDP_PATH}`
export const demoIdpSsoUrl = (origin: string) => `${origin}${DEMO_IDP_PATH}/saml`

/** The demo provider's key and certificate, made once and kept beside the embedded database. */
export async function demoIdpKeys(dataDir: string): Promise<{ key: string; cert: string }> {
  const dir = join(dataDir, 'demo-idp')
  const keyFile = join(dir, 'key.pem')
  const certFile = join(dir, 'cert.pem')
  if (existsSync(keyFile) && existsSync(certFile))
    return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8') }
  const { generate } = await import('selfsigned')
  const made = await generate([{ name: 'commonName', value: 'Demo identity provider' }], {
    keySize: 2048,
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + 10 * 365 * 86_400_000),
  })
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  writeFileSync(keyFile, made.private, { mode: 0o600 })
  writeFileSync(certFile, made.cert, { mode: 0o600 })
  return { key: made.private, cert: made.cert }
}

/**
 * Globex signs in through the demo provider (custom SAML). Written on each start, so a changed address
 * (PORT, PUBLIC_URL) or a new key is followed; an admin's own choice of provider is left alone.
 */
export async function linkDemoCompany(db: Database, origin: string, cert: string, companyId = 'cmp_globex') {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId))
  if (!company || company.ssoProvider !== 'customSaml') return
  const [saved] = await db.select().from(ssoSettings).where(eq(ssoSettings.companyId, companyId))
  if (saved && !saved.fields.identityProviderEntityId?.endsWith(DEMO_IDP_PATH)) return
  const fields = {
    certificate: cert.trim(),
    identityProviderEntityId: demoIdpEntityId(origin),
    ssoUrl: demoIdpSsoUrl(origin),
  }
  if (saved && JSON.stringify(saved.fields) === JSON.stringify(fields)) return
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.companyId, companyId)).limit(1)
  const row = {
    companyId,
    provider: 'customSaml',
    fields,
    clientSecret: null,
    enforced: false,
    updatedBy: company.ownerId ?? owner?.id ?? 'seed',
    updatedAt: new Date(),
  }
  await db.insert(ssoSettings).values(row).onConflictDoUpdate({ target: ssoSettings.companyId, set: row })
}
