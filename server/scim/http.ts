import type { Context } from 'hono'
import type { GatewayEnv } from '../context'
import { scimError } from './errors'

// What every SCIM resource route shares: its media type, the JSON body, and list paging (RFC 7644 §3.4.2.4).

export const MAX_COUNT = 200

export const scimJson = (c: Context<GatewayEnv>, body: unknown, status: 200 | 201 = 200) =>
  c.body(JSON.stringify(body), status, { 'Content-Type': 'application/scim+json' })

/** startIndex is 1-based; count is capped (0 asks only for totalResults). */
export function pagingOf(c: Context<GatewayEnv>) {
  const startIndex = Math.max(1, Number.parseInt(c.req.query('startIndex') ?? '1', 10) || 1)
  const wanted = Number.parseInt(c.req.query('count') ?? String(MAX_COUNT), 10)
  const size = Math.min(MAX_COUNT, Math.max(0, Number.isNaN(wanted) ? MAX_COUNT : wanted))
  return { startIndex, size }
}

/** A list answer (RFC 7644 §3.4.2): the total that matched and the page of resources from startIndex. */
export const listResponse = (
  c: Context<GatewayEnv>,
  total: number,
  startIndex: number,
  resources: unknown[],
) =>
  scimJson(c, {
    schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'],
    totalResults: total,
    startIndex,
    itemsPerPage: resources.length,
    Resources: resources,
  })

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export async function bodyOf(c: Context<GatewayEnv>): Promise<Record<string, unknown>> {
  let body: unknown
  try {
    body = await c.req.json()
  } catch {
    throw scimError(400, 'The body is not JSON.', 'invalidSyntax')
  }
  if (!isObject(body)) throw scimError(400, 'The body is not a JSON object.', 'invalidSyntax')
  return body
}
