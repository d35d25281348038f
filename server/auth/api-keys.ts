import { createHash, randomBytes } from 'node:crypto'
import { and, eq, isNull, lt, or } from 'drizzle-orm'
import type { MiddlewareHandler } from 'hono'
import { API_KEY_TEXTS, type ApiKeyScope } from '../../src/domain/api-keys'
import type { GatewayEnv } from '../context'
import type { Database } from '../db/open'
import { apiKeys, companies } from '../db/schema'
import { ApiError } from '../errors'

// Company API keys (issue 32): 32 random bytes behind a prefix, shown once, stored as SHA-256 only. A request
// carries one in the Authorization header (never the query string, which ends up in logs); the key's company
// becomes the tenant and its scopes what it may read.

const PREFIX = 'ak_'
const hashOf = (key: string) => createHash('sha256').update(key).digest('hex')
/** lastUsedAt is written at most this often per key: reads should not each cost a write. */
const LAST_USED_EVERY_MS = 60_000

export function newApiKey() {
  const key = `${PREFIX}${randomBytes(32).toString('base64url')}`
  return { key, keyHash: hashOf(key), prefix: key.slice(0, PREFIX.length + 6) }
}

const QUERY_KEYS = ['api_key', 'apiKey', 'key', 'token', 'access_token']

export const requireApiKey =
  (scope: ApiKeyScope): MiddlewareHandler<GatewayEnv> =>
  async (c, next) => {
    const query = new URL(c.req.url).searchParams
    if (QUERY_KEYS.some((name) => query.has(name)))
      throw new ApiError(400, 'api_key_in_query', API_KEY_TEXTS.headerOnly)
    const key = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1]
    if (!key?.startsWith(PREFIX)) throw new ApiError(401, 'api_key_required', API_KEY_TEXTS.invalid)
    const db: Database = c.var.deps.db
    const [row] = await db
      .select({ key: apiKeys, company: companies })
      .from(apiKeys)
      .innerJoin(companies, eq(companies.id, apiKeys.companyId))
      .where(and(eq(apiKeys.keyHash, hashOf(key)), isNull(apiKeys.revokedAt)))
    if (!row || row.company.disabledAt) throw new ApiError(401, 'api_key_invalid', API_KEY_TEXTS.invalid)
    if (!row.key.scopes.includes(scope))
      throw new ApiError(403, 'api_key_scope', API_KEY_TEXTS.missingScope(scope))
    const now = c.var.deps.now?.() ?? new Date()
    await db
      .update(apiKeys)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(apiKeys.id, row.key.id),
          or(
            isNull(apiKeys.lastUsedAt),
            lt(apiKeys.lastUsedAt, new Date(now.getTime() - LAST_USED_EVERY_MS)),
          ),
        ),
      )
    c.set('tenant', row.company)
    c.set('apiKeyId', row.key.id)
    await next()
  }
