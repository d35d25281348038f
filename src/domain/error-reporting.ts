import { isApiFailure } from './api-failure'

// What goes to error reporting (000 §8, 002 §8): errors with a status other than 500 are expected and not
// reported; chunk-load, network, fetch and ResizeObserver errors and "Verification token is expired" are
// ignored; everything else is reported.

/** 002 §9: error-tracing sample rate. */
export const TRACES_SAMPLE_RATE = 0.1
/** One page sends at most this many reports: a render loop must not flood the log. */
export const REPORTS_PER_PAGE = 10

const IGNORED = [
  /ChunkLoadError|Loading chunk|dynamically imported module|Importing a module script failed/i,
  /NetworkError|Network request failed|network error/i,
  /Failed to fetch|fetch failed|Load failed/i,
  /ResizeObserver/i,
  /Verification token is expired/,
]

export function messageOfError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`
  if (isApiFailure(error)) return error.message
  return typeof error === 'string' ? error : (JSON.stringify(error) ?? 'Unknown error')
}

export function shouldReport(error: unknown): boolean {
  if (isApiFailure(error)) return error.status === 500
  const status = (error as { status?: unknown; statusCode?: unknown } | null)?.status
  if (typeof status === 'number' && status !== 500) return false
  const message = messageOfError(error)
  return !IGNORED.some((pattern) => pattern.test(message))
}

/** One report of the gateway's own error log, as staff read it (/client-errors). */
export interface ClientErrorEntry {
  id: string
  message: string
  stack: string | null
  url: string
  release: string | null
  userAgent: string | null
  userId: string | null
  companyId: string | null
  createdAt: string
}
