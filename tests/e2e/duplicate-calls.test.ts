import { describe, expect, it } from 'vitest'
import { GATEWAY_PREFIXES } from '../../src/domain/api-paths'
import { browserPerFile } from './browser'
import { LoginPage } from './pages/login.page'
import { gateway } from './worker-gateway'

// Issue 23: no page asks the gateway the same thing twice while it loads. Each main page is loaded afresh
// (as an admin arriving from a link or a reload would) and every gateway call it makes is counted.

const session = browserPerFile(gateway().baseUrl, { freshPage: false })

function recorder() {
  let calls: string[] = []
  session.page().on('request', (request) => {
    const url = new URL(request.url())
    if (GATEWAY_PREFIXES.some((prefix) => url.pathname.startsWith(`${prefix}/`)))
      calls.push(`${request.method()} ${url.pathname}${url.search}`)
  })
  return {
    reset: () => void (calls = []),
    made: () => [...calls],
    repeats: () => {
      const counts = new Map<string, number>()
      for (const call of calls) counts.set(call, (counts.get(call) ?? 0) + 1)
      return [...counts].filter(([, n]) => n > 1).map(([call]) => call)
    },
  }
}

/**
 * Network idle, and on Get started its calendar loaded: the calendar is a lazy block whose calls start once its chunk
 * has run, which on a busy machine can come after network idle; its calls then fell into the next page's count
 * (a CI run counted the calendar's six calls twice on /home that way).
 */
async function settled(page: ReturnType<typeof session.page>) {
  await page.waitForLoadState('networkidle')
  if (new URL(page.url()).pathname !== '/home') return
  const calendar = page.locator('section[aria-labelledby="planner-title"]')
  await calendar.waitFor({ timeout: 20_000 })
  await expect.poll(() => calendar.getAttribute('aria-busy'), { timeout: 20_000 }).toBe('false')
}

describe('gateway calls on page load', () => {
  it('asks for nothing twice on the main pages', async () => {
    const page = session.page()
    const calls = recorder()
    const repeats: string[] = []
    const exchanges: string[] = []
    await new LoginPage(page).open()
    calls.reset()
    await new LoginPage(page).signIn('owner@globex.example')
    await page.getByRole('heading', { name: 'Get started' }).first().waitFor({ timeout: 20_000 })
    await settled(page)
    repeats.push(...calls.repeats().map((call) => `sign-in → /home ${call}`))
    for (const path of [
      '/home',
      '/users/all_users',
      '/users/departments',
      '/phishing-exercise',
      '/phishing-exercise/archived',
      '/licensing',
      '/billing',
      '/settings/general',
    ]) {
      calls.reset()
      await page.goto(path)
      await page.locator('main h1').first().waitFor({ timeout: 20_000 })
      await settled(page)
      repeats.push(...calls.repeats().map((call) => `${path} ${call}`))
      // The page came with the session's identity token (server/static.ts): no exchange before the first calls.
      exchanges.push(...calls.made().filter((call) => call.includes('/identity/v1/token')))
    }
    expect(repeats).toEqual([])
    expect(exchanges).toEqual([])
  })
})
