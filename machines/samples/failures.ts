import type { ApiFailure } from '../../src/domain/api-failure'

// Failures for scenarios: what a gateway refusal or an unreachable gateway looks like to a machine.
export const failure = (status: number, code: string, message: string): ApiFailure => ({
  status,
  code,
  message,
  offline: false,
})

export const offline: ApiFailure = {
  status: 0,
  code: null,
  message: 'Something went wrong. Please try again.',
  offline: true,
}
