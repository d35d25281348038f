import { GENERIC_ERROR, GENERIC_ERROR_TOAST, type ApiFailure } from '../domain/api-failure'
import {
  DISABLED_COMPANY_MESSAGE,
  SESSION_ERROR_CODES,
  VALIDATION_PREFIX,
  type StructuredError,
} from '../domain/error-codes'

// The error catalogue of 000 §8: server error → the text a user sees, and which errors end the session.

interface ErrorLike {
  message?: unknown
  status?: unknown
  statusCode?: unknown
  data?: unknown
  response?: unknown
}

type Body = Partial<StructuredError> & { message?: unknown }

function bodyOf(error: unknown): Body | undefined {
  let data = (error as ErrorLike | null)?.data
  // A call read as text (the checkout's address) still gets the gateway's structured error as JSON text.
  if (typeof data === 'string' && data.trimStart().startsWith('{')) {
    try {
      data = JSON.parse(data)
    } catch {
      return undefined
    }
  }
  return typeof data === 'object' && data !== null ? (data as Body) : undefined
}

function statusOf(error: unknown): number {
  const e = error as ErrorLike | null
  const status = e?.statusCode ?? e?.status
  return typeof status === 'number' ? status : 0
}

function nonEmpty(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== ''
}

/**
 * The message to show for a failed call, in the catalogue's order: a 422's invalid fields; a structured
 * error's first detail; the response's message; its error.message; the raw message plus the response
 * JSON; else the generic text.
 */
export function messageOf(error: unknown): string {
  const body = bodyOf(error)
  const status = statusOf(error)
  if (status === 422 && Array.isArray(body?.validationResults) && body.validationResults.length > 0) {
    return VALIDATION_PREFIX + body.validationResults.map((result) => result.field).join(', ')
  }
  const detail = body?.error?.details?.[0]?.description
  if (nonEmpty(detail)) return detail
  if (nonEmpty(body?.message)) return body.message
  if (nonEmpty(body?.error?.message)) return body.error.message
  const raw = (error as ErrorLike | null)?.message
  if (nonEmpty(raw)) return body ? `${raw} ${JSON.stringify(body)}` : raw
  return GENERIC_ERROR
}

/** Unreachable gateway or a server fault: the generic toast; anything else the catalogue's text. */
export function toastMessageOf(error: unknown): string {
  const status = statusOf(error)
  return status === 0 || status >= 500 ? GENERIC_ERROR_TOAST : messageOf(error)
}

export type SessionErrorKind = 'disabledCompany' | 'sessionExpired'

export function sessionErrorOf(error: unknown): SessionErrorKind | null {
  const body = bodyOf(error)
  const messages = [body?.message, body?.error?.message, body?.error?.details?.[0]?.description]
  if (messages.some((message) => message === DISABLED_COMPANY_MESSAGE)) return 'disabledCompany'
  const code = body?.error?.details?.[0]?.code
  if (typeof code === 'string' && (SESSION_ERROR_CODES as readonly string[]).includes(code)) {
    return 'sessionExpired'
  }
  return null
}

/** ofetch's error for a request that never got a response (gateway down, network gone). */
export function isNetworkFailure(error: unknown): boolean {
  const e = error as { name?: unknown; response?: unknown } | null
  return e?.name === 'FetchError' && e.response === undefined
}

export function failureOf(error: unknown): ApiFailure {
  const body = bodyOf(error)
  const status = statusOf(error)
  const offline = isNetworkFailure(error)
  const code = body?.error?.details?.[0]?.code ?? body?.error?.code ?? null
  return {
    status,
    code,
    // A server fault says nothing the admin can act on but to try again, as a lost network does.
    message: offline || status >= 500 ? GENERIC_ERROR_TOAST : messageOf(error),
    offline,
    ...(nonEmpty(body?.infoMessage) ? { infoMessage: body.infoMessage } : {}),
    ...(nonEmpty(body?.signInLink) ? { signInLink: body.signInLink } : {}),
    ...(Array.isArray(body?.validationResults) ? { fields: body.validationResults } : {}),
  }
}
