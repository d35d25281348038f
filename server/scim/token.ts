import { createHash, randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { MiddlewareHandler } from 'hono'
import type { GatewayEnv } from '../context'
import type { Database } from '../db/open'
import { companies, scimTokens } from '../db/schema'
import { scimError } from './errors'

// The SCIM bearer token (001 §3 "a SCIM bearer token"; §7 POST scim/v2/bearer_token): made of 32 random bytes,
// shown once, stored as its SHA-256 only. One per company: generating a new one revokes the old.

const PREFIX = 'scim_'
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

export async function issueScimToken(db: Database, companyId: string, createdBy: string) {
  const token = `${PREFIX}${randomBytes(32).toString('base64url')}`
  const row = { companyId, tokenHash: hashOf(token), createdBy, createdAt: new Date() }
  await db.insert(scimTokens).values(row).onConflictDoUpdate({ target: scimTokens.companyId, set: row })
  return token
}

/** The token's company becomes the tenant; a console session token, another kind of secret, is refused. */
export const requireScimToken: MiddlewareHandler<GatewayEnv> = async (c, next) => {
  const header = c.req.header('Authorization') ?? ''
  const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1]
  if (!token?.startsWith(PREFIX)) throw scimError(401, 'A SCIM bearer token is required.')
  const [company] = await c.var.deps.db
    .select({ company: companies })
    .from(scimTokens)
    .innerJoin(companies, eq(companies.id, scimTokens.companyId))
    .where(eq(scimTokens.tokenHash, hashOf(token)))
  if (!company) throw scimError(401, 'The SCIM bearer token is not valid or was revoked.')
  c.set('tenant', company.company)
  await next()
}
