import { invalid } from '../errors'

// The public API's lists page with an opaque cursor over (createdAt, id): a row added while a client pages lands
// after the cursor, so nothing is skipped or repeated.

export const LIMIT_DEFAULT = 100
export const LIMIT_MAX = 200

export interface Cursor {
  at: string
  id: string
}

export const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url')

export function decodeCursor(raw: string | undefined): Cursor | null {
  if (!raw) return null
  try {
    const value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<Cursor>
    if (typeof value.at === 'string' && typeof value.id === 'string' && !Number.isNaN(Date.parse(value.at)))
      return { at: value.at, id: value.id }
  } catch {
    // fall through: refused below
  }
  throw invalid([{ field: 'cursor', message: 'The cursor is not one this API gave.' }])
}

export function limitOf(raw: string | undefined) {
  if (raw === undefined) return LIMIT_DEFAULT
  const limit = Number(raw)
  if (!Number.isInteger(limit) || limit < 1 || limit > LIMIT_MAX)
    throw invalid([{ field: 'limit', message: `limit must be a whole number from 1 to ${LIMIT_MAX}.` }])
  return limit
}

/** `since` as an instant: a full ISO 8601 date and time with its offset, else refused. */
export function sinceOf(raw: string | undefined): Date | null {
  if (raw === undefined || raw === '') return null
  const at = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/.test(raw)
    ? new Date(raw)
    : null
  if (!at || Number.isNaN(at.getTime()))
    throw invalid([
      { field: 'since', message: 'since must be an ISO 8601 instant, such as 2026-11-01T00:00:00Z.' },
    ])
  return at
}
