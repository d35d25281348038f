// What a machine learns of a failed call: plain data, so machines stay free of the HTTP client.
export interface ApiFailure {
  /** HTTP status; 0 when the gateway could not be reached. */
  status: number
  /** The structured error's code, or its first detail's code when that is more specific. */
  code: string | null
  /** The text to show, already through the error catalogue. */
  message: string
  offline: boolean
  infoMessage?: string
  signInLink?: string
  /** The structured error's per-field results (a 422's fields, a 409's conflicting ids). */
  fields?: { field: string; message: string }[]
}

export function isApiFailure(value: unknown): value is ApiFailure {
  return (
    typeof value === 'object' &&
    value !== null &&
    'status' in value &&
    'message' in value &&
    typeof (value as ApiFailure).message === 'string'
  )
}

export const GENERIC_ERROR_TOAST = 'Something went wrong. Please try again.'
export const GENERIC_ERROR = 'Something went wrong'
