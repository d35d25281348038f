import { describe, expect, it } from 'vitest'
import { SHARE_TEXTS, UNAVAILABLE_LABELS } from '../../src/domain/simulation/sharing'
import { browserPerFile } from './browser'
import { HomePage } from './pages/home.page'
import { LoginPage } from './pages/login.page'
import { gateway } from './worker-gateway'

// Share To My Customers in Chromium (issue 25): the partner opens its campaign's share page from the card,
// adds two customers through the dialog (greyed-out ones cannot be ticked), sees them listed with the toast,
// then removes one with Archive.

const baseUrl = gateway().baseUrl
const session = browserPerFile(baseUrl, { freshPage: false })

describe('sharing a phishing simulation with customers in Chromium', () => {
  it('adds two customers to the partner’s campaign and removes one again', async () => {
    const page = session.page()
    await new LoginPage(page).open()
    await new LoginPage(page).signIn('partner@northwind.example')
    await new HomePage(page).seeSignedIn('Northwind')
    await page.goto('/phishing-simulation/active')
    await page.getByRole('button', { name: 'Actions for Customer phishing baseline' }).click()
    await page.getByRole('menuitem', { name: 'Share To My Customers' }).click()
    await page.waitForURL(/\/phishing-simulation\/share\/sim_northwind_baseline$/)
    await page
      .getByRole('heading', { name: `Customer phishing baseline ${SHARE_TEXTS.titleSuffix}` })
      .waitFor()
    const table = page.getByRole('table')
    await table.getByRole('cell', { name: 'Contoso', exact: true }).waitFor()

    await page.getByRole('button', { name: SHARE_TEXTS.addPrompt }).click()
    const dialog = page.getByRole('dialog', { name: 'Add customers' })
    await dialog.getByText(UNAVAILABLE_LABELS.notBoosted).first().waitFor()
    expect(await dialog.getByRole('checkbox', { name: 'Select Adventure Works' }).isDisabled()).toBe(true)
    await dialog.getByRole('checkbox', { name: 'Select Coho Winery' }).check()
    await dialog.getByRole('checkbox', { name: 'Select Proseware' }).check()
    await dialog.getByText('2 selected').waitFor()
    await dialog.getByRole('button', { name: 'Add' }).click()
    await page.getByText(SHARE_TEXTS.added(2)).waitFor()
    await expect.poll(() => dialog.count()).toBe(0)
    await table.getByRole('cell', { name: 'Coho Winery', exact: true }).waitFor()
    await table.getByRole('cell', { name: 'Proseware', exact: true }).waitFor()

    await table.getByRole('checkbox', { name: 'Select Proseware' }).check()
    await page.getByRole('button', { name: 'Archive', exact: true }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Archive' }).click()
    await page.getByText(SHARE_TEXTS.removed(1)).waitFor()
    await expect.poll(() => table.getByRole('cell', { name: 'Proseware', exact: true }).count()).toBe(0)
    expect(await table.getByRole('cell', { name: 'Coho Winery', exact: true }).count()).toBe(1)
  }, 90_000)
})
