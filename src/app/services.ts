import { fromPromise } from 'xstate'
import { createApiClient } from '../api/client'
import { failureOf, type SessionErrorKind } from '../api/errors'
import { createGatewayIdentity } from '../api/identity'

// The console's single identity provider and API client. Session errors found by any call are handed to
// whoever listens (the session actor, once it exists).
let sessionErrorListener: (kind: SessionErrorKind) => void = () => {}

export const identity = createGatewayIdentity()
export const api = createApiClient({
  tokens: identity,
  onSessionError: (kind) => sessionErrorListener(kind),
})

export function onSessionError(listener: (kind: SessionErrorKind) => void): void {
  sessionErrorListener = listener
}

/** Actors reject with plain ApiFailure data, so machines never see HTTP client errors. */
export async function asFailure<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    throw failureOf(error)
  }
}

/**
 * A machine's gateway actor: its input → the call, any failure handed to the machine as ApiFailure data.
 * What every `fromPromise(({ input }) => asFailure(() => …))` pair said, once.
 */
export function gatewayCall<TOutput, TInput = void>(call: (input: TInput) => Promise<TOutput>) {
  return fromPromise<TOutput, TInput>(({ input }) => asFailure(() => call(input)))
}
