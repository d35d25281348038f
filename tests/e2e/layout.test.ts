import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { browserPerFile, newContext } from './browser'
import { LoginPage } from './pages/login.page'
import { gateway } from './worker-gateway'

// Issue 24's layout checks on the built pages, at a phone's and a desktop's width: nothing wider than the
// viewport, and scrolled to the end, a list's pagination is not under the floating Help button.

const session = browserPerFile(gateway().baseUrl, { freshPage: true })

const ADMIN_PAGES = [
  '/home',
  '/users/all_users',
  '/users/departments',
  '/users/groups',
  '/licensing',
  '/billing',
  '/phishing-exercise/active',
  '/phishing-exercise/archived',
  '/phishing-exercise-report/phx_globex_q3/users',
  '/user_profile/usr_owner_globex_example/edit',
  '/settings/integration',
]
const WIDTHS = [390, 1440]

async function signIn(page: Page, email: string) {
  const login = new LoginPage(page)
  await login.open()
  await login.signIn(email)
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 15_000 })
}

async function settle(page: Page, path: string) {
  await page.goto(path)
  await page.locator('main h1').first().waitFor({ timeout: 10_000 })
  await page.waitForLoadState('networkidle')
}

/** The elements of the page wider than the viewport, by tag and text, for a readable failure. */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth
    if (document.documentElement.scrollWidth <= width) return []
    return [...document.querySelectorAll('main *')]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .filter((element) => {
        for (let up = element.parentElement; up; up = up.parentElement)
          if (['auto', 'scroll', 'hidden'].includes(getComputedStyle(up).overflowX)) return false
        return true
      })
      .slice(0, 5)
      .map((element) => `${element.tagName} ${(element.textContent ?? '').slice(0, 40)}`)
  })

/** Each pagination button not covered by another element at its centre, once the page is scrolled to its end. */
const coveredPagerButtons = (page: Page) =>
  page.evaluate(async () => {
    window.scrollTo(0, document.documentElement.scrollHeight)
    await new Promise((resolve) => requestAnimationFrame(resolve))
    const pager = [...document.querySelectorAll('main button')].filter((button) =>
      ['Previous', 'Next'].includes(button.textContent?.trim() ?? ''),
    )
    return pager
      .filter((button) => {
        const box = button.getBoundingClientRect()
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
        return !top || !button.contains(top)
      })
      .map((button) => button.textContent)
  })

/** Tables that need their sideways scroller: at 1440 px none should (issue 24: the report was cut off). */
const scrolledTables = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main table')]
      .filter((table) => {
        const scroller = table.parentElement!
        return scroller.scrollWidth > scroller.clientWidth + 1
      })
      .map((table) => table.getAttribute('aria-label') ?? 'table'),
  )

describe('layout of the built pages at 390 and 1440 px', () => {
  // Wide tables that must show every column at 1440 px (issue 24: the report was cut off; issue 61: four of the
  // customers' columns sat under the pinned actions).
  const WIDE_TABLES = [
    ['the exercise report', 'owner@globex.example', '/phishing-exercise-report/phx_globex_q3/users'],
    ['My Customers', 'partner@northwind.example', '/partner-portal/reseller/customers'],
  ] as const
  for (const [name, email, path] of WIDE_TABLES)
    it(`shows every column of ${name} at 1440 px without scrolling it sideways`, async () => {
      const page = session.page()
      await page.setViewportSize({ width: 1440, height: 800 })
      await signIn(page, email)
      await settle(page, path)
      await page.getByRole('table').getByRole('row').nth(1).waitFor()
      expect(await scrolledTables(page)).toEqual([])
    })

  // One test per page and width, so a failure names the page; the signed-in page is shared within a width.
  for (const width of WIDTHS)
    describe(`at ${width} px (Globex admin)`, () => {
      let page: Page
      beforeAll(async () => {
        page = await (await newContext(session.browser(), gateway().baseUrl)).newPage()
        await page.setViewportSize({ width, height: 800 })
        await signIn(page, 'owner@globex.example')
      })
      afterAll(() => page.context().close())
      for (const path of ADMIN_PAGES)
        it(`${path} fits and keeps the pagination clear of the floating buttons`, async () => {
          await settle(page, path)
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth),
            `${path} at ${width}: ${(await overflowing(page)).join('; ')}`,
          ).toBeLessThanOrEqual(width)
          expect(await coveredPagerButtons(page), `${path} at ${width}`).toEqual([])
        })
    })
})
