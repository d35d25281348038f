import type { ApiFailure } from '../src/domain/api-failure'

// Params helpers for invoke error transitions: XState cannot infer the error event inside arrays of
// guarded transitions, so the shape is written once here.
export const errorOf = ({ event }: { event: { error: unknown } }): unknown => event.error

/** A gateway failure's message for the user (ApiFailure carries the catalogue text), or the generic one. */
export const messageOf = (error: unknown): string =>
  (error as Partial<ApiFailure> | undefined)?.message ?? 'Something went wrong. Please try again.'

/** The same, read from an invoke's error event. */
export const failureMessage = ({ event }: { event: { error: unknown } }): string => messageOf(event.error)
