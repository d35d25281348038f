import { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { browserPerFile, newContext } from './browser'
import { LoginPage } from './pages/login.page'
import { gateway } from './worker-gateway'

// Issue 24: axe-core over the built pages, as an admin meets them — no serious or critical violation.
// axe runs inside the page (its own script injected), on the settled page.

const session = browserPerFile(gateway().baseUrl, { freshPage: true })
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

const PAGES = [
  '/home',
  '/users/all_users',
  '/users/departments',
  '/user_profile/usr_owner_globex_example/edit',
  '/licensing',
  '/billing',
  '/phishing-exercise/active',
  '/phishing-exercise/create',
  '/phishing-exercise-report/phx_globex_q3/users',
  '/learning/courses',
  '/courses/crs_annual/statistics',
  '/courses/crs_annual/settings',
  '/policies',
  '/for-developers/statistics',
  '/calendar/settings',
]

interface Violation {
  id: string
  impact: string | null
  help: string
  nodes: { target: string[] }[]
}

async function audit(page: Page): Promise<string[]> {
  // Evaluated through the browser's protocol: the console's CSP (script-src 'self') rightly refuses inline tags.
  await page.evaluate(AXE)
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Document) => Promise<{ violations: Violation[] }> } }
    ).axe
    return (await axe.run(document)).violations
  })
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    )
}

describe('accessibility of the built pages (axe-core)', () => {
  it('has none on /login', async () => {
    const page = session.page()
    await page.setViewportSize({ width: 1440, height: 900 })
    await new LoginPage(page).open()
    expect(await audit(page), '/login').toEqual([])
  })

  // One test per page, so a failure names it; the Globex admin's signed-in page is shared.
  describe('the pages a Globex admin uses', () => {
    let page: Page
    beforeAll(async () => {
      page = await (await newContext(session.browser(), gateway().baseUrl)).newPage()
      await page.setViewportSize({ width: 1440, height: 900 })
      await new LoginPage(page).open()
      await new LoginPage(page).signIn('owner@globex.example')
      await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 15_000 })
    })
    afterAll(() => page.context().close())
    for (const path of PAGES)
      it(`has none on ${path}`, async () => {
        await page.goto(path)
        await page.locator('main h1').first().waitFor({ timeout: 10_000 })
        await page.waitForLoadState('networkidle')
        expect(await audit(page), path).toEqual([])
      })
  })

  it('has none on the partner portal, the client-error log and the staff company search either', async () => {
    const page = session.page()
    await page.setViewportSize({ width: 1440, height: 900 })
    for (const [email, path] of [
      ['partner@northwind.example', '/partner-portal/companies'],
      ['partner@northwind.example', '/opportunity-forecast'],
      ['partner@northwind.example', '/partner-portal/reseller/overview'],
      ['partner@northwind.example', '/courses/crs_nw_onboarding/customers-status'],
      ['partner@northwind.example', '/courses/crs_nw_onboarding/customers-settings'],
      ['support@platform.example', '/client-errors'],
      ['support@platform.example', '/platform/companies?company=cmp_acme'],
    ] as const) {
      await page.context().clearCookies()
      await new LoginPage(page).open()
      await new LoginPage(page).signIn(email)
      await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 15_000 })
      await page.goto(path)
      await page.locator('main h1').first().waitFor({ timeout: 10_000 })
      await page.waitForLoadState('networkidle')
      expect(await audit(page), path).toEqual([])
    }
  })
})
