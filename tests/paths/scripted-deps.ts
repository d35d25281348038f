import { ofetch } from 'ofetch'
import { vi } from 'vitest'
import { adminUser, company } from '../../machines/samples/session.samples'
import type { FlowDeps } from '../../src/app/flows/deps'

/**
 * The dependencies a view run binds its flow with: the sample admin of the sample company, spies for the
 * address bar, toasts, downloads and leaving the console. The gateway is never reached: a run replaces the
 * binding's gateway actors with scripted ones, so a call that slips through fails the run.
 */
export function scriptedDeps() {
  const unscripted = ofetch.create(
    { retry: 0 },
    {
      fetch: () =>
        Promise.reject(
          new Error('A view run reached the gateway: its actor is missing from the scripted ones'),
        ),
    },
  )
  const spies = {
    navigate: vi.fn(),
    toast: vi.fn(),
    download: vi.fn(),
    leave: vi.fn(),
    guardLeave: vi.fn(() => () => {}),
  }
  const deps: FlowDeps = {
    api: unscripted,
    who: () => ({ user: adminUser, company }),
    ...spies,
  }
  return { deps, spies }
}
