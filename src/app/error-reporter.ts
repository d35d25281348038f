import type * as SentryClient from '@sentry/react'
import { PATHS } from '../domain/api-paths'
import { messageOfError, REPORTS_PER_PAGE, shouldReport, TRACES_SAMPLE_RATE } from '../domain/error-reporting'

// Error reporting (000 §8): to a Sentry-compatible service when VITE_SENTRY_DSN is set at build time (its
// client is loaded only then, and only when the first error comes), otherwise to the gateway's own log that
// platform staff read. Plain fetch, not the API client: a failing report must not report itself.

const DSN = import.meta.env.VITE_SENTRY_DSN as string | undefined
const RELEASE = (import.meta.env.VITE_BUILD_TIMESTAMP as string | undefined) ?? 'development'
let sent = 0
const seen = new Set<string>()

let sentry: Promise<typeof SentryClient> | null = null
function sentryClient(dsn: string): Promise<typeof SentryClient> {
  sentry ??= import('@sentry/react').then((client) => {
    client.init({
      dsn,
      release: RELEASE,
      tracesSampleRate: TRACES_SAMPLE_RATE,
      // The console decides what is reported; the client's own global handlers would bypass that filter.
      defaultIntegrations: false,
    })
    return client
  })
  return sentry
}

/** Reports an error unless 000 §8 says it is expected or noise; `always` is for the console's own verdicts. */
export function reportError(error: unknown, options: { always?: boolean } = {}): void {
  if (!options.always && !shouldReport(error)) return
  const message = messageOfError(error).slice(0, 2000)
  if (seen.has(message) || sent >= REPORTS_PER_PAGE) return
  seen.add(message)
  sent += 1
  if (DSN) {
    void sentryClient(DSN).then((client) => client.captureException(error))
    return
  }
  const stack = error instanceof Error && error.stack ? error.stack.slice(0, 8000) : undefined
  void fetch(PATHS.clientErrors, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ message, stack, url: window.location.href.slice(0, 2000), release: RELEASE }),
    keepalive: true,
  }).catch(() => undefined)
}

/** Errors nobody caught: thrown in an event handler or a timer, or a promise nobody awaited. */
export function reportUncaughtErrors(): void {
  window.addEventListener('error', (event) => reportError(event.error ?? event.message))
  window.addEventListener('unhandledrejection', (event) => reportError(event.reason))
}
