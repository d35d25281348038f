import { fieldProblems } from '../../src/domain/field-problems'
import { PATHS } from '../../src/domain/api-paths'
import { randomUUID } from 'node:crypto'
import { and, count, desc, eq, isNull } from 'drizzle-orm'
import { Hono } from 'hono'
import {
  API_KEY_TEXTS,
  API_KEYS_MAX,
  ApiKeyCreate,
  ApiKeyForm,
  type ApiKeyView,
} from '../../src/domain/api-keys'
import { allow } from '../auth/access'
import { newApiKey } from '../auth/api-keys'
import type { GatewayEnv } from '../context'
import { apiKeys } from '../db/schema'
import { ApiError, invalid, notFound, body } from '../errors'

// Settings → Integration → API keys (issue 32): the company's own admins list, create and revoke them; a partner
// inside a customer cannot mint the customer's keys. The key itself is in the create answer only.

const guard = allow.ownCompany()

const viewOf = (row: typeof apiKeys.$inferSelect): ApiKeyView => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes as ApiKeyView['scopes'],
  createdAt: row.createdAt.toISOString(),
  createdBy: row.createdBy,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
})

export function apiKeyRoutes() {
  const app = new Hono<GatewayEnv>()

  app.get(PATHS.apiKeys.pattern, guard, async (c) => {
    const rows = await c.var.deps.db
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.companyId, c.req.param('companyId')), isNull(apiKeys.revokedAt)))
      .orderBy(desc(apiKeys.createdAt))
    return c.json({ data: rows.map(viewOf) })
  })

  app.post(PATHS.apiKeys.pattern, guard, body(ApiKeyCreate), async (c) => {
    const form = c.req.valid('json')
    const problems = fieldProblems(ApiKeyForm, form)
    if (Object.keys(problems).length)
      throw invalid(Object.entries(problems).map(([field, message]) => ({ field, message })))
    const { db } = c.var.deps
    const companyId = c.req.param('companyId')
    const [held] = await db
      .select({ n: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.companyId, companyId), isNull(apiKeys.revokedAt)))
    if ((held?.n ?? 0) >= API_KEYS_MAX) throw new ApiError(409, 'too_many_api_keys', API_KEY_TEXTS.tooMany)
    const { key, keyHash, prefix } = newApiKey()
    const [row] = await db
      .insert(apiKeys)
      .values({
        id: `key_${randomUUID()}`,
        companyId,
        name: form.name.trim(),
        prefix,
        keyHash,
        scopes: [...new Set(form.scopes)],
        createdBy: c.var.auth.user.email,
        createdAt: c.var.deps.now?.() ?? new Date(),
      })
      .returning()
    return c.json({ key, data: viewOf(row!) }, 201)
  })

  app.delete(PATHS.apiKey.pattern, guard, async (c) => {
    const [revoked] = await c.var.deps.db
      .update(apiKeys)
      .set({ revokedAt: c.var.deps.now?.() ?? new Date() })
      .where(
        and(
          eq(apiKeys.id, c.req.param('id')),
          eq(apiKeys.companyId, c.req.param('companyId')),
          isNull(apiKeys.revokedAt),
        ),
      )
      .returning({ id: apiKeys.id })
    if (!revoked) throw notFound('No such API key')
    return c.body(null, 204)
  })

  return app
}
