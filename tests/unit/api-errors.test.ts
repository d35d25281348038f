import { describe, expect, it } from 'vitest'
import { failureOf, messageOf, sessionErrorOf, toastMessageOf } from '../../src/api/errors'
import { DISABLED_COMPANY_MESSAGE } from '../../src/domain/error-codes'

const httpError = (status: number, data?: unknown, message = `[GET] "/x": ${status}`) => ({
  name: 'FetchError',
  message,
  statusCode: status,
  status,
  data,
  response: { status },
})

describe('the error catalogue (000 §8)', () => {
  it('names the invalid fields of a 422 with validationResults', () => {
    const error = httpError(422, { validationResults: [{ field: 'email' }, { field: 'users.0.role' }] })
    expect(messageOf(error)).toBe('Missing or invalid request parameters: email, users.0.role')
  })

  it("shows a structured error's first detail description", () => {
    const error = httpError(400, {
      error: {
        code: 'bad',
        message: 'Outer',
        status: 400,
        details: [
          { code: 'a', description: 'First detail' },
          { code: 'b', description: 'Second' },
        ],
      },
    })
    expect(messageOf(error)).toBe('First detail')
  })

  it('reads a structured error sent to a call that expected text (found by the fault drill on checkout)', () => {
    const text = JSON.stringify({
      error: {
        code: 'internal_error',
        message: 'Outer',
        status: 500,
        details: [{ code: 'x', description: 'Something went wrong' }],
      },
    })
    expect(
      messageOf(httpError(500, text, '[POST] "/api/v1/billing/c/checkout": 500 Internal Server Error')),
    ).toBe('Something went wrong')
  })

  it('prefers the response message, then its error.message', () => {
    expect(messageOf(httpError(400, { message: 'Data message', error: { message: 'Error message' } }))).toBe(
      'Data message',
    )
    expect(messageOf(httpError(400, { error: { message: 'Error message', details: [] } }))).toBe(
      'Error message',
    )
  })

  it('falls back to the raw message plus the response JSON, then the generic text', () => {
    expect(messageOf(httpError(418, { foo: 1 }, 'Teapot'))).toBe('Teapot {"foo":1}')
    expect(messageOf({ message: 'Plain failure' })).toBe('Plain failure')
    expect(messageOf({})).toBe('Something went wrong')
    expect(messageOf(null)).toBe('Something went wrong')
  })

  it('uses the generic toast for server faults and an unreachable gateway', () => {
    expect(toastMessageOf(httpError(500, { message: 'stack trace' }))).toBe(
      'Something went wrong. Please try again.',
    )
    expect(toastMessageOf({ name: 'FetchError', message: 'fetch failed' })).toBe(
      'Something went wrong. Please try again.',
    )
    expect(toastMessageOf(httpError(409, { message: 'Conflict' }))).toBe('Conflict')
  })

  it('recognises the disabled-company message and token/session detail codes', () => {
    expect(
      sessionErrorOf(httpError(403, { error: { message: DISABLED_COMPANY_MESSAGE, details: [] } })),
    ).toBe('disabledCompany')
    expect(
      sessionErrorOf(
        httpError(401, { error: { message: 'x', details: [{ code: 'token_expired', description: 'x' }] } }),
      ),
    ).toBe('sessionExpired')
    expect(
      sessionErrorOf(
        httpError(401, { error: { message: 'x', details: [{ code: 'session_expired', description: 'x' }] } }),
      ),
    ).toBe('sessionExpired')
    expect(
      sessionErrorOf(
        httpError(403, {
          error: { message: 'x', details: [{ code: 'company_not_accessible', description: 'x' }] },
        }),
      ),
    ).toBeNull()
    expect(sessionErrorOf(httpError(400, { message: 'other' }))).toBeNull()
  })

  it('turns errors into plain failures a machine can hold', () => {
    const failure = failureOf(
      httpError(400, {
        error: {
          code: 'c',
          message: 'm',
          status: 400,
          details: [{ code: 'auth/invalid-credential', description: 'Invalid login credentials' }],
        },
        infoMessage: 'Use your company portal',
        signInLink: 'https://portal.example',
      }),
    )
    expect(failure).toEqual({
      status: 400,
      code: 'auth/invalid-credential',
      message: 'Invalid login credentials',
      offline: false,
      infoMessage: 'Use your company portal',
      signInLink: 'https://portal.example',
    })
    expect(failureOf({ name: 'FetchError', message: 'fetch failed' })).toMatchObject({
      status: 0,
      offline: true,
    })
    expect(failureOf(new Error('At path: role -- Expected a value'))).toMatchObject({
      status: 0,
      offline: false,
    })
  })
})
