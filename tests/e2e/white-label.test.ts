import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fileURLToPath } from 'node:url'
import { WHITE_LABEL_TEXTS } from '../../src/domain/white-label'
import { startDnsServer, type LoopbackDns } from '../server/dns-server'
import { browserPerFile, launchBrowser } from './browser'
import { HomePage } from './pages/home.page'
import { LoginPage } from './pages/login.page'
import { gateway } from './worker-gateway'

// A partner's brand on its custom domain (issue 29): Northwind's partner sets its product name, colour and
// logo (a yellow that white text cannot be read on is refused first), verifies its admin domain through the
// DNS server the gateway asks, and the sign-in page opened on that host shows the brand; its sub-reseller
// Fabrikam signs in there and works in a console that carries it.

const DOMAIN = 'secure.northwind.example'
const LOGO = fileURLToPath(new URL('../fixtures/brand-logo.png', import.meta.url))
const session = browserPerFile(gateway().baseUrl, { freshPage: false })
let dns: LoopbackDns
beforeAll(async () => {
  dns = await startDnsServer(gateway().dnsPort)
})
afterAll(() => dns.close())

describe('white label in Chromium', () => {
  it("shows a partner's brand on its verified domain's sign-in page and in its customers' console", async () => {
    const page = session.page()
    await new LoginPage(page).open()
    await new LoginPage(page).signIn('partner@northwind.example')
    await new HomePage(page).seeSignedIn('Northwind')
    await page.goto('/settings/white-label')
    const brand = page.getByRole('form', { name: 'Brand' })
    await brand.getByLabel('Product name').fill('Northwind Secure')
    await brand.getByLabel('Primary colour', { exact: true }).fill('#ffee00')
    await brand.getByRole('button', { name: 'Save' }).click()
    await page.getByText(WHITE_LABEL_TEXTS.contrast).waitFor()
    await brand.getByLabel('Primary colour', { exact: true }).fill('#0b6e4f')
    await brand.getByLabel('Logo').setInputFiles(LOGO)
    await brand.getByRole('img', { name: 'Preview' }).locator('img').waitFor()
    await brand.getByRole('button', { name: 'Save' }).click()
    await page.getByText(WHITE_LABEL_TEXTS.saved).first().waitFor()
    // The console recolours at once: the brand variable is the saved colour.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--colors-brand')))
      .toBe('#0b6e4f')

    const admin = page.getByRole('group', { name: 'Admin console' })
    await admin.getByRole('button', { name: 'Add domain' }).click()
    await page.getByLabel('Domain', { exact: true }).fill(DOMAIN)
    await admin.getByRole('button', { name: 'Save' }).click()
    await admin.getByText('Waiting for verification').waitFor()
    const record = (await admin.locator('dd').first().textContent()) ?? ''
    const [, name, value] = /^(\S+) TXT "(.+)"$/.exec(record.trim()) ?? []
    dns.setTxt(name!, [value!])
    await admin.getByRole('button', { name: 'Verify' }).click()
    await admin.getByText('Verified', { exact: true }).waitFor()

    // A browser that resolves the partner's host to this gateway, as the partner's DNS would.
    const port = new URL(gateway().baseUrl).port
    const browser = await launchBrowser([`--host-resolver-rules=MAP ${DOMAIN} 127.0.0.1`])
    try {
      const onDomain = await browser.newPage({ baseURL: `http://${DOMAIN}:${port}` })
      await new LoginPage(onDomain).open()
      await onDomain.getByTestId('product-name').getByText('Northwind Secure').waitFor()
      expect(await onDomain.getByTestId('product-name').locator('img').count()).toBe(1)
      await new LoginPage(onDomain).signIn('sub@fabrikam.example')
      await new HomePage(onDomain).seeSignedIn('Fabrikam')
      await expect.poll(() => onDomain.title()).toContain('Northwind Secure')

      const elsewhere = await browser.newPage({ baseURL: gateway().baseUrl })
      await new LoginPage(elsewhere).open()
      await elsewhere.getByTestId('product-name').getByText('Awareness Admin').waitFor()
    } finally {
      await browser.close()
    }

    await brand.getByRole('button', { name: 'Remove brand' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click()
    await page.getByText(WHITE_LABEL_TEXTS.removed).first().waitFor()
    await admin.getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await admin.getByRole('button', { name: 'Add domain' }).waitFor()
  })
})
