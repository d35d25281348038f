import { describe, expect, it } from 'vitest'
import { AUDIT_ACTIONS } from '../../src/domain/audit-log'
import { PLATFORM_TEXTS as T } from '../../src/domain/platform-companies'
import { browserPerFile } from './browser'
import { HomePage } from './pages/home.page'
import { LoginPage } from './pages/login.page'
import { gateway } from './worker-gateway'

// Platform staff's start (issue 61 item 15): staff land on the company search, not on a company's Get started;
// they find a company by a person's address, open its console only after giving a reason, and a change made
// there is kept in the company's audit log with that reason; Click to Exit returns to the same company.

const baseUrl = gateway().baseUrl
const session = browserPerFile(baseUrl, { freshPage: true })

describe('platform staff in Chromium', () => {
  it('find a company, open its console with a reason, change something there and come back', async () => {
    const reason = 'Ticket 7710: the admin asked for a Night Audit department'
    const page = session.page()
    await new LoginPage(page).open()
    await new LoginPage(page).signIn('support@platform.example')
    await page.waitForURL(/\/platform\/companies$/, { timeout: 15_000 })
    await page.getByRole('heading', { name: T.title, level: 1 }).waitFor()

    const search = page.getByRole('searchbox', { name: T.search })
    const answered = page.waitForResponse(
      (r) => new URL(r.url()).searchParams.get('search') === 'expired@initech',
    )
    await search.fill('expired@initech')
    await answered
    const list = page.getByRole('list', { name: T.title })
    await list.getByText(T.matchedUser('expired@initech.example')).waitFor()
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1)
    await list.getByRole('button', { name: /Initech/ }).click()
    await page.waitForURL(/company=cmp_initech/)
    const facts = page.getByLabel(T.facts)
    await facts.getByText(T.activeUsers).waitFor({ timeout: 10_000 })

    await page.getByRole('button', { name: T.open }).click()
    const dialog = page.getByRole('dialog', { name: T.reasonTitle('Initech') })
    await dialog.getByRole('button', { name: T.confirm }).click()
    await dialog.getByRole('alert').getByText(T.reasonRequired).waitFor()
    await dialog.getByRole('textbox', { name: T.reasonLabel }).fill(reason)
    await dialog.getByRole('button', { name: T.confirm }).click()

    await new HomePage(page).seeSignedIn('Initech')
    await page.getByText(T.banner('Initech', reason)).waitFor()
    await new HomePage(page).closeNotificationsIfOpened()
    // A change inside the company carries the reason without asking again.
    await page.goto('/users/departments')
    await page.getByRole('button', { name: 'New department' }).click({ timeout: 15_000 })
    const create = page.getByRole('dialog', { name: 'New department' })
    await create.getByLabel('Department name').fill('Night Audit')
    await create.getByRole('button', { name: 'Save' }).click()
    await page.getByRole('table').getByRole('link', { name: 'Night Audit' }).waitFor({ timeout: 10_000 })

    await page.getByRole('button', { name: 'Click to Exit' }).click()
    await page.waitForURL(/\/platform\/companies\?search=expired%40initech&company=cmp_initech$/, {
      timeout: 15_000,
    })
    const audit = page.getByRole('list', { name: T.audit })
    await audit.getByText(AUDIT_ACTIONS.loginAsCompany).waitFor({ timeout: 10_000 })
    await audit.getByText(AUDIT_ACTIONS.otherChange).first().waitFor()
    // The opening and the change inside both carry the reason.
    await expect.poll(() => audit.getByText(T.reasonOf(reason)).count()).toBeGreaterThanOrEqual(2)
  })
})
