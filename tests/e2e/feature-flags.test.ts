import { describe, expect, it } from 'vitest'
import { browserPerFile } from './browser'
import { LoginPage } from './pages/login.page'
import { ShellPage } from './pages/shell.page'
import { gateway } from './worker-gateway'

// Feature flags (issue 24, 000 §7): polled every 300 s; a flag switched off at the service reaches an open
// console within one poll, without a reload. The page's clock is Playwright's, so the 300 s pass at once.

const baseUrl = gateway().baseUrl
const session = browserPerFile(baseUrl, { freshPage: true })

const setFlag = (on: boolean) =>
  fetch(`${baseUrl}/__dev/flags?companyId=cmp_northwind&flag=reseller-overview&on=${on}`, { method: 'POST' })

describe('feature flags in Chromium', () => {
  it('takes the reseller overview away within one poll when its flag goes off, and back when it returns', async () => {
    const page = session.page()
    await page.clock.install()
    await new LoginPage(page).open()
    await new LoginPage(page).signIn('partner@northwind.example')
    const shell = new ShellPage(page)
    const overview = shell.navLinks().filter({ hasText: 'Overview' })
    await overview.first().waitFor({ timeout: 15_000 })
    try {
      await setFlag(false)
      // Nothing asks before the poll is due: the overview stays, and no call for the flags left.
      const asked: string[] = []
      page.on('request', (request) => {
        if (request.url().endsWith('/feature_flags')) asked.push(request.url())
      })
      await page.clock.fastForward(299_000)
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)))
      expect(asked).toEqual([])
      await overview.first().waitFor({ state: 'visible' })
      await page.clock.fastForward(2_000)
      await overview.first().waitFor({ state: 'detached', timeout: 10_000 })
      await setFlag(true)
      await page.clock.fastForward(301_000)
      await overview.first().waitFor({ timeout: 10_000 })
    } finally {
      await setFlag(true)
    }
  })
})
