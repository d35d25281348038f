import type { Context, Env, MiddlewareHandler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { StructError } from 'superstruct'
import type { GatewayEnv } from './context'
import { validate, type Struct } from 'superstruct'
import { VALIDATION_PREFIX, type StructuredError } from '../src/domain/error-codes'

// The structured error shape of ARCHITECTURE §4: { error: { code, message, status, details } }.

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly extra: Partial<Pick<StructuredError, 'validationResults' | 'infoMessage' | 'signInLink'>> & {
      detailCode?: string
    } = {},
  ) {
    super(message)
  }

  toBody(): StructuredError {
    const { detailCode, ...rest } = this.extra
    return {
      error: {
        code: this.code,
        message: this.message,
        status: this.status,
        details: [{ code: detailCode ?? this.code, description: this.message }],
      },
      ...rest,
    }
  }
}

export function sendError(c: Context, error: ApiError): Response {
  return c.json(error.toBody(), error.status)
}

export const unauthorized = (reason: string, message = 'Authentication is required') =>
  new ApiError(401, 'unauthenticated', message, { detailCode: reason })
export const forbidden = (code: string, message: string) =>
  new ApiError(403, 'forbidden', message, { detailCode: code })
export const notFound = (message = 'Not found') => new ApiError(404, 'not_found', message)

export function invalid(fields: { field: string; message: string }[]): ApiError {
  const names = [...new Set(fields.map((f) => f.field))]
  return new ApiError(422, 'invalid_request', VALIDATION_PREFIX + names.join(', '), {
    validationResults: fields,
  })
}

/**
 * The edge of a route that takes a JSON body: the body is parsed and checked against a struct before the handler
 * runs, which reads it typed with `c.req.valid('json')`. Malformed JSON and unknown fields are 422s.
 */
export function body<T, E extends Env = any>( // eslint-disable-line @typescript-eslint/no-explicit-any
  struct: Struct<T, unknown>,
): MiddlewareHandler<E, string, { in: { json: unknown }; out: { json: T } }> {
  return async (c, next) => {
    c.req.addValidatedData('json', (await checkedBody(c, struct)) as object)
    await next()
  }
}

/** A handler's context after `body(struct)`: `c.req.valid('json')` is the checked body. */
export type BodyContext<T> = Context<GatewayEnv, string, { in: { json: unknown }; out: { json: T } }>

async function checkedBody<T>(c: Context, struct: Struct<T, unknown>): Promise<T> {
  let raw: unknown
  try {
    raw = await c.req.json()
  } catch {
    throw invalid([{ field: 'body', message: 'Malformed JSON' }])
  }
  const [error, value] = validate(raw, struct, { coerce: true })
  if (error) throw invalid(fieldsOf(error))
  return value
}

function fieldsOf(error: StructError): { field: string; message: string }[] {
  return error.failures().map((failure) => ({
    field: failure.path.length > 0 ? failure.path.join('.') : 'body',
    message: failure.type === 'never' ? 'Unknown field' : failure.message,
  }))
}
