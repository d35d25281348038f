import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CUSTOM_DOMAIN_TEXTS } from '../../src/domain/custom-domains'
import { startDnsServer, type LoopbackDns } from '../server/dns-server'
import { browserPerFile } from './browser'
import { HomePage } from './pages/home.page'
import { LoginPage } from './pages/login.page'
import { gateway } from './worker-gateway'

// Custom domains in Chromium (issues 29 and 59): Northwind's partner (white label is part of its plan) adds a
// learner-portal host (the form refuses a trailing dot first), is told which TXT record is missing, publishes it on
// the DNS server the gateway asks (loopback) and verifies it; a company without white label is offered no custom
// domains at all (the gateway refuses its claims too).

const session = browserPerFile(gateway().baseUrl, { freshPage: false })
let dns: LoopbackDns
beforeAll(async () => {
  dns = await startDnsServer(gateway().dnsPort)
})
afterAll(() => dns.close())

describe('custom domains in Chromium', () => {
  it('adds and verifies by DNS; a company without white label is offered none', async () => {
    const page = session.page()
    await new LoginPage(page).open()
    await new LoginPage(page).signIn('partner@northwind.example')
    await new HomePage(page).seeSignedIn('Northwind')
    await page.goto('/settings/white-label')
    // The admin console's host is the white-label test's; this one takes the learner portal.
    const admin = page.getByRole('group', { name: 'Learner portal' })
    await admin.getByRole('button', { name: 'Add domain' }).click()
    await page.getByLabel('Domain', { exact: true }).fill('learn.northwind.example.')
    await admin.getByRole('button', { name: 'Save' }).click()
    await page.getByText(CUSTOM_DOMAIN_TEXTS.trailingDot).waitFor()
    await page.getByLabel('Domain', { exact: true }).fill('learn.northwind.example')
    await admin.getByRole('button', { name: 'Save' }).click()
    await page.getByText(CUSTOM_DOMAIN_TEXTS.added).first().waitFor()
    await admin.getByText('Waiting for verification').waitFor()
    const record = (await admin.locator('dd').first().textContent()) ?? ''
    const [, name, value] = /^(\S+) TXT "(.+)"$/.exec(record.trim()) ?? []
    expect(name).toBe('_awareness-challenge.learn.northwind.example')

    await admin.getByRole('button', { name: 'Verify' }).click()
    await page
      .getByText(/No TXT record _awareness-challenge\.learn\.northwind\.example/)
      .first()
      .waitFor()
    dns.setTxt(name!, [value!])
    await admin.getByRole('button', { name: 'Verify' }).click()
    await page.getByText(CUSTOM_DOMAIN_TEXTS.verified).first().waitFor()
    await admin.getByText('Verified', { exact: true }).waitFor()

    const other = await session.browser().newContext({ baseURL: gateway().baseUrl })
    const globex = await other.newPage()
    await new LoginPage(globex).open()
    await new LoginPage(globex).signIn('owner@globex.example')
    await new HomePage(globex).seeSignedIn('Globex')
    await globex.goto('/settings/white-label')
    await globex.getByRole('heading', { name: 'Mail delivery' }).waitFor({ timeout: 15_000 })
    expect(await globex.getByRole('button', { name: 'Add domain' }).count()).toBe(0)
    await other.close()

    await admin.getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await page.getByText(CUSTOM_DOMAIN_TEXTS.removed).first().waitFor()
  })
})
