import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { CUSTOM_DOMAIN_TEXTS } from '../../src/domain/custom-domains'
import { startDnsServer, type LoopbackDns } from '../server/dns-server'
import { browserPerFile } from './browser'
import { HomePage } from './pages/home.page'
import { LoginPage } from './pages/login.page'

// Custom domains in Chromium (issue 29): Acme's admin adds a host (the form refuses a trailing dot first), is
// told which TXT record is missing, publishes it on the DNS server the gateway asks (loopback), verifies it, and
// another company is refused the same host.

const session = browserPerFile(inject('baseUrl'), { freshPage: false })
let dns: LoopbackDns
beforeAll(async () => {
  dns = await startDnsServer(inject('dnsPort'))
})
afterAll(() => dns.close())

describe('custom domains in Chromium', () => {
  it('adds, verifies by DNS and refuses another company the same host', async () => {
    const page = session.page()
    await new LoginPage(page).open()
    await new LoginPage(page).signIn('admin@acme.example')
    await new HomePage(page).seeSignedIn('Acme')
    await page.goto('/settings/white-label')
    const admin = page.getByRole('group', { name: 'Admin console' })
    await admin.getByRole('button', { name: 'Add domain' }).click()
    await page.getByLabel('Domain', { exact: true }).fill('console.acme.example.')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText(CUSTOM_DOMAIN_TEXTS.trailingDot).waitFor()
    await page.getByLabel('Domain', { exact: true }).fill('console.acme.example')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText(CUSTOM_DOMAIN_TEXTS.added).first().waitFor()
    await admin.getByText('Waiting for verification').waitFor()
    const record = (await admin.locator('dd').first().textContent()) ?? ''
    const [, name, value] = /^(\S+) TXT "(.+)"$/.exec(record.trim()) ?? []
    expect(name).toBe('_awareness-challenge.console.acme.example')

    await admin.getByRole('button', { name: 'Verify' }).click()
    await page
      .getByText(/No TXT record _awareness-challenge\.console\.acme\.example/)
      .first()
      .waitFor()
    dns.setTxt(name!, [value!])
    await admin.getByRole('button', { name: 'Verify' }).click()
    await page.getByText(CUSTOM_DOMAIN_TEXTS.verified).first().waitFor()
    await admin.getByText('Verified', { exact: true }).waitFor()

    const other = await session.browser().newContext({ baseURL: inject('baseUrl') })
    const globex = await other.newPage()
    await new LoginPage(globex).open()
    await new LoginPage(globex).signIn('owner@globex.example')
    await new HomePage(globex).seeSignedIn('Globex')
    await globex.goto('/settings/white-label')
    await globex
      .getByRole('group', { name: 'Learner portal' })
      .getByRole('button', { name: 'Add domain' })
      .click()
    await globex.getByLabel('Domain', { exact: true }).fill('console.acme.example')
    await globex.getByRole('button', { name: 'Save' }).click()
    await globex.getByText(CUSTOM_DOMAIN_TEXTS.conflict).waitFor()
    expect(await globex.getByLabel('Domain', { exact: true }).inputValue()).toBe('console.acme.example')
    await other.close()

    await admin.getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await page.getByText(CUSTOM_DOMAIN_TEXTS.removed).first().waitFor()
  })
})
