import type { Page } from 'playwright-core'

// The fault harness: the next call to one API path fails once, the way it fails in the field — the gateway
// answers 500, the call times out, or the browser goes offline — and every later call goes through.

export type Fault = '500' | 'timeout' | 'offline'
export const FAULTS: Fault[] = ['500', 'timeout', 'offline']

const SERVER_ERROR = {
  error: {
    code: 'internal_error',
    message: 'Something went wrong',
    status: 500,
    details: [{ code: 'internal_error', description: 'Something went wrong' }],
  },
}

export interface ArmedFault {
  /** Resolves once the fault has fired. */
  fired: Promise<void>
  /** Back online (for 'offline'); the route stays installed but passes every later call through. */
  recover(): Promise<void>
}

export async function failNextCall(
  page: Page,
  method: string,
  path: RegExp,
  fault: Fault,
  /** Holds the call until this resolves: a call made while the page still loads would otherwise take the
   * page's own chunks offline with it. */
  holdUntil?: () => Promise<unknown>,
): Promise<ArmedFault> {
  let used = false
  let fire: () => void = () => {}
  const fired = new Promise<void>((resolve) => (fire = resolve))
  await page.route(
    (url) => path.test(url.pathname),
    async (route) => {
      if (used || route.request().method() !== method) return route.fallback()
      used = true
      if (holdUntil) await holdUntil()
      if (fault === '500')
        await route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify(SERVER_ERROR),
        })
      else if (fault === 'timeout') await route.abort('timedout')
      else {
        await page.context().setOffline(true)
        await route.abort('internetdisconnected')
      }
      fire()
    },
  )
  return {
    fired,
    recover: async () => {
      await page.context().setOffline(false)
    },
  }
}
