import { describe, expect, it } from 'vitest'
import { COURSE_SHARE_TEXTS } from '../../src/domain/course-sharing'
import { DEMO_PASSWORD } from '../../server/seed/accounts'
import { browserPerFile } from './browser'
import { HomePage } from './pages/home.page'
import { LoginPage } from './pages/login.page'
import { gateway } from './worker-gateway'

// Course sharing in Chromium (issue 27): Northwind shares its own course with two customers through the
// settings tab (Copy, customers added in the dialog, a non-boosted one refused), changes the course, sees
// "Update available" on both and updates them; then starts a delivery for one and ends it.

const baseUrl = gateway().baseUrl
const session = browserPerFile(baseUrl, { freshPage: false })
const COURSE = '/courses/crs_nw_onboarding'

/** The partner changes its course as its editor would: the outline with one more chapter. */
async function changeCourse() {
  const signIn = await fetch(`${baseUrl}/identity/v1/accounts/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'partner@northwind.example', password: DEMO_PASSWORD }),
  })
  const { idToken } = (await signIn.json()) as { idToken: string }
  const auth = { Authorization: `Bearer ${idToken}`, 'Content-Type': 'application/json' }
  const view = await fetch(
    `${baseUrl}/api/v1/course/company/cmp_northwind/course/crs_nw_onboarding/view/admin`,
    {
      headers: auth,
    },
  )
  const { sections } = (await view.json()) as {
    sections: {
      id: string
      title: string
      chapters: { id: string; title: string; minutes: number; hasQuiz: boolean }[]
    }[]
  }
  sections[0]!.chapters.push({
    id: `e2e_${Date.now()}`,
    title: 'Who to call at Northwind',
    minutes: 3,
    hasQuiz: false,
  })
  const put = await fetch(
    `${baseUrl}/api/v1/custom-training/cmp_northwind/course/crs_nw_onboarding/sections`,
    {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify({ sections }),
    },
  )
  expect(put.status).toBe(200)
}

describe('sharing a course with customers in Chromium', () => {
  it('shares the partner’s course with two customers, updates them after a change, starts and ends a delivery', async () => {
    const page = session.page()
    await new LoginPage(page).open()
    await new LoginPage(page).signIn('partner@northwind.example')
    await new HomePage(page).seeSignedIn('Northwind')
    await page.goto(`${COURSE}/customers-status`)
    const table = page.getByRole('table')
    const row = (name: string) =>
      table.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) })
    await row('Contoso').getByText(COURSE_SHARE_TEXTS.updateAvailable).waitFor()

    await page.getByRole('link', { name: 'Customers settings' }).click()
    await page.getByRole('radio', { name: 'Copy', exact: true }).check()
    await page.getByRole('button', { name: 'Share' }).click()
    await page.getByText(COURSE_SHARE_TEXTS.addCustomers).waitFor()
    await page.getByRole('button', { name: 'Add customers' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add customers' })
    await dialog.getByText(`(${COURSE_SHARE_TEXTS.notBoosted})`).first().waitFor()
    expect(await dialog.getByRole('checkbox', { name: 'Select Adventure Works' }).isDisabled()).toBe(true)
    await dialog.getByRole('checkbox', { name: 'Select Proseware' }).check()
    await dialog.getByRole('checkbox', { name: 'Select Coho Winery' }).check()
    await dialog.getByRole('button', { name: 'Add' }).click()
    await expect.poll(() => dialog.count()).toBe(0)
    const chosen = page.getByRole('list', { name: 'Chosen customers' })
    await chosen.getByText('Proseware').waitFor()
    await chosen.getByText('Coho Winery').waitFor()
    await page.getByRole('button', { name: 'Share' }).click()
    await page.getByText(COURSE_SHARE_TEXTS.granted).waitFor()
    await page.waitForURL(/customers-status$/)
    await row('Proseware').getByRole('cell', { name: 'Copied' }).waitFor()
    await row('Coho Winery').getByRole('cell', { name: 'Copied' }).waitFor()
    expect(await row('Proseware').getByText(COURSE_SHARE_TEXTS.updateAvailable).count()).toBe(0)

    await changeCourse()
    await page.reload()
    await row('Proseware').getByText(COURSE_SHARE_TEXTS.updateAvailable).waitFor()
    await row('Coho Winery').getByText(COURSE_SHARE_TEXTS.updateAvailable).waitFor()
    await table.getByRole('checkbox', { name: 'Select Proseware' }).check()
    await table.getByRole('checkbox', { name: 'Select Coho Winery' }).check()
    // Neither has a start date: Start and Remove, not End.
    expect(await page.getByRole('button', { name: 'End', exact: true }).count()).toBe(0)
    await page.getByRole('button', { name: 'Update', exact: true }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Update' }).click()
    await page.getByText(COURSE_SHARE_TEXTS.updated).waitFor()
    await expect.poll(() => row('Proseware').getByText(COURSE_SHARE_TEXTS.updateAvailable).count()).toBe(0)
    expect(await row('Coho Winery').getByText(COURSE_SHARE_TEXTS.updateAvailable).count()).toBe(0)

    await table.getByRole('checkbox', { name: 'Select Proseware' }).check()
    await page.getByRole('button', { name: 'Start', exact: true }).click()
    const start = page.getByRole('dialog', { name: 'Start delivery' })
    await start.getByText('Proseware').waitFor()
    await start.getByRole('button', { name: 'Start' }).click()
    await page.getByText(COURSE_SHARE_TEXTS.started).waitFor()
    await row('Proseware').getByRole('cell', { name: 'Started' }).waitFor()

    await table.getByRole('checkbox', { name: 'Select Proseware' }).check()
    expect(await page.getByRole('button', { name: 'Remove', exact: true }).count()).toBe(0)
    await page.getByRole('button', { name: 'End', exact: true }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'End training' }).click()
    await page.getByText(COURSE_SHARE_TEXTS.ended).waitFor()
    await row('Proseware').getByRole('cell', { name: 'Ended' }).waitFor()

    // Leave the shared database as the other files expect it: Coho Winery and Proseware without the course.
    await table.getByRole('checkbox', { name: 'Select Proseware' }).check()
    await table.getByRole('checkbox', { name: 'Select Coho Winery' }).check()
    await page.getByRole('button', { name: 'Remove', exact: true }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click()
    await page.getByText(COURSE_SHARE_TEXTS.removed).waitFor()
    await expect.poll(() => row('Proseware').count()).toBe(0)
  }, 120_000)
})
