import { describe, expect, it } from 'vitest'
import { browserPerFile, newContext } from './browser'
import { HomePage } from './pages/home.page'
import { LoginPage } from './pages/login.page'
import { gateway } from './worker-gateway'

const session = browserPerFile(gateway().baseUrl, { freshPage: true })

describe('log in as a customer in Chromium', () => {
  it('partner requests access, the customer admin grants it, the partner logs in as the customer and exits', async () => {
    // The partner asks Wide World Importers for access.
    const page = session.page()
    await new LoginPage(page).open()
    await new LoginPage(page).signIn('partner@northwind.example')
    await new HomePage(page).seeSignedIn('Northwind')
    await page.goto('/partner-portal/reseller/customers?search=wide')
    const row = page.getByRole('row', { name: /Wide World Importers/ })
    await row.getByRole('button', { name: 'Request access: Wide World Importers' }).click()
    await page.getByText('Request sent', { exact: true }).waitFor({ timeout: 10_000 })
    await row.getByText('Requested').first().waitFor()
    expect(new URL(page.url()).searchParams.get('search')).toBe('wide')

    // The customer admin follows the mailed link and confirms.
    const customerContext = await newContext(session.browser(), gateway().baseUrl)
    const customer = await customerContext.newPage()
    await new LoginPage(customer).open('/login?redirectTo=/access-for-reseller')
    await new LoginPage(customer).signIn('admin@wideworld.example')
    await new HomePage(customer).seeSignedIn('Wide World Importers')
    await customer.goto('/access-for-reseller')
    const dialog = customer.getByRole('dialog', { name: 'Confirm the access provision to Parent Company' })
    await dialog
      .getByText('Upon confirmation, Parent Company will gain access to manage your company.')
      .waitFor({
        timeout: 10_000,
      })
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    await customer.getByText('Access granted', { exact: true }).waitFor({ timeout: 10_000 })
    expect(new URL(customer.url()).searchParams.has('isAccessDialog')).toBe(false)
    await customerContext.close()

    // The partner logs in as the customer: pseudo admin, banner, then Click to Exit.
    await page.reload()
    await page.getByRole('button', { name: 'Log in: Wide World Importers' }).click()
    await new HomePage(page).seeSignedIn('Wide World Importers')
    await page.getByText('You are logged in as Wide World Importers.').waitFor()
    await page.getByRole('button', { name: 'User menu' }).click()
    await page.getByText('Partner Access').first().waitFor()
    await page.keyboard.press('Escape')
    // The pseudo session belongs to this tab and survives a reload; the gateway draws no landing for it, which
    // would be the partner's own company.
    const reloaded = await page.reload()
    expect(await reloaded!.text()).not.toContain('console-drawn')
    await page.getByText('You are logged in as Wide World Importers.').waitFor({ timeout: 15_000 })
    await page.getByRole('button', { name: 'Click to Exit' }).click()
    await page.waitForURL(/\/partner-portal\/reseller\/customers\?search=wide/, { timeout: 10_000 })
    await page
      .getByRole('complementary', { name: 'Sidebar' })
      .getByText('Northwind')
      .waitFor({ timeout: 10_000 })
    await page.getByRole('row', { name: /Wide World Importers/ }).waitFor()
  })

  it("a partner's customer grants access while replacing a temporary password, and the partner can log in", async () => {
    const customerContext = await newContext(session.browser(), gateway().baseUrl)
    const customer = await customerContext.newPage()
    await new LoginPage(customer).open()
    await new LoginPage(customer).signIn('it@adventure-works.example')
    await customer.waitForURL('**/change-password', { timeout: 15_000 })
    await customer.getByLabel('New password').fill('Lighthouse#Orbit42')
    await customer.getByLabel('Confirm password').fill('Lighthouse#Orbit42')
    await customer.getByRole('checkbox', { name: /Let Northwind sign in to manage our company/ }).check()
    await customer.getByRole('button', { name: 'Save password' }).click()
    await new HomePage(customer).seeSignedIn('Adventure Works')
    await customerContext.close()

    const page = session.page()
    await new LoginPage(page).open()
    await new LoginPage(page).signIn('partner@northwind.example')
    await new HomePage(page).seeSignedIn('Northwind')
    await page.goto('/partner-portal/reseller/customers?search=adventure')
    await page.getByRole('button', { name: 'Log in: Adventure Works' }).waitFor({ timeout: 10_000 })
  })

  it('sends a spent or forged company token to /login with the reason', async () => {
    const page = session.page()
    await page.goto('/login_as_company?companyToken=forged')
    await page.getByRole('heading', { name: 'Log in to your account' }).waitFor({ timeout: 10_000 })
    await page.getByText('Verification token is expired, please try again.').waitFor()
    expect(new URL(page.url()).pathname).toBe('/login')
  })
})
