import type { $Fetch } from 'ofetch'
import { fromPromise } from 'xstate'
import { failureOf } from '../../api/errors'
import type { CompanyView } from '../../domain/session'
import type { SessionUser } from '../../domain/session-user'

export type ToastType = 'success' | 'error' | 'info' | 'warning'

/**
 * What a flow's binding may reach: the gateway, who is signed in, the address bar, the toaster and
 * downloads. The browser passes the real ones (src/app/browser-deps.ts); the path tests and the visualizer
 * pass scripted ones and replace the gateway actors with their own outcomes.
 */
export interface FlowDeps {
  api: $Fetch
  /** Read when a call starts, not when the flow is bound: the shell's flows outlive a company switch. */
  who(): { user: SessionUser | null; company: CompanyView | null }
  navigate(to: string, options?: { replace?: boolean; state?: unknown }): void
  toast(title: string, type: ToastType): void
  /** Saves text (a CSV, a template) or bytes (a PDF invoice) as a file. */
  download(fileName: string, content: string | Blob): void
  /** Leaves the console for another site in the same window (checkout, the identity provider). */
  leave(url: string): void
  /** Makes the browser ask before the tab is closed or reloaded; the answer releases it. */
  guardLeave(): () => void
}

export const companyIdOf = (deps: FlowDeps) => deps.who().company?.id ?? ''
export const userIdOf = (deps: FlowDeps) => deps.who().user?.id ?? ''

/** The current address without the given query parameters, for flows that consume a `?modal=` and the like. */
export function addressWithout(keys: readonly string[]): string {
  const params = new URLSearchParams(window.location.search)
  for (const key of keys) params.delete(key)
  const rest = params.toString()
  return `${window.location.pathname}${rest ? `?${rest}` : ''}`
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
