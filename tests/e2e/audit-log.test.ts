import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { AUDIT_ACTIONS, AUDIT_REASON_HEADER, AUDIT_TEXTS } from '../../src/domain/audit-log'
import { browserPerFile } from './browser'
import { gatewayToken } from './gateway-token'
import { HomePage } from './pages/home.page'
import { LoginPage } from './pages/login.page'
import { gateway } from './worker-gateway'

// Settings → Audit log (issue 59): a change by the company's own admin (Northwind's partner admin) and one by platform staff (with the reason
// the staff member gave) appear in the company's log; the staff filter lands in the address and narrows the list;
// the CSV holds the reason.

const baseUrl = gateway().baseUrl
const session = browserPerFile(baseUrl, { freshPage: true })

const tokenOf = (email: string) => gatewayToken(baseUrl, email)

describe('the audit log in Chromium', () => {
  it('shows what the owner and platform staff changed, filters by who, and downloads the reason', async () => {
    const reason = 'Ticket 9002: the owner asked support to prepare their learner portal’s domain'
    const owner = await tokenOf('partner@northwind.example')
    const staff = await tokenOf('support@platform.example')
    const key = await fetch(`${baseUrl}/api/v1/company/cmp_northwind/api_keys`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${owner}` },
      body: JSON.stringify({ name: 'Audit e2e', scopes: ['users:read'] }),
    })
    expect(key.status).toBe(201)
    const domain = await fetch(`${baseUrl}/white-label/api/v1/company/cmp_northwind/custom_domains`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${staff}`,
        [AUDIT_REASON_HEADER]: encodeURIComponent(reason),
      },
      body: JSON.stringify({ customDomain: 'audit-e2e.northwind.example', type: 'customDomainWeb' }),
    })
    expect(domain.status).toBe(201)

    const page = session.page()
    await new LoginPage(page).open()
    await new LoginPage(page).signIn('partner@northwind.example')
    await new HomePage(page).seeSignedIn('Northwind')
    await page.goto('/settings/audit-log')
    const entries = page.getByRole('list', { name: 'Audit entries' })
    await entries.getByText(AUDIT_ACTIONS.apiKeyCreated).first().waitFor({ timeout: 15_000 })
    await entries.getByText(`Reason: ${reason}`).waitFor()

    await page.getByRole('combobox', { name: AUDIT_TEXTS.actorFilter }).selectOption('staff')
    await page.waitForURL(/filters=/)
    await entries.getByText(AUDIT_ACTIONS.customDomains).first().waitFor()
    await expect.poll(() => entries.getByText(AUDIT_ACTIONS.apiKeyCreated).count()).toBe(0)

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: AUDIT_TEXTS.download }).click(),
    ])
    expect(download.suggestedFilename()).toBe('audit-log.csv')
    const csv = await readFile((await download.path())!, 'utf8')
    expect(csv).toContain(reason)
    expect(csv).not.toContain(AUDIT_ACTIONS.apiKeyCreated)
  })
})
