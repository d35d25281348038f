import { describe, expect, it } from 'vitest'
import { AFTER_FAILURE_TEXTS } from '../../src/domain/training-after-failure'
import { TRAINING_TEXTS } from '../../src/domain/training-campaign'
import { browserPerFile } from './browser'
import { HomePage } from './pages/home.page'
import { LoginPage } from './pages/login.page'
import { gateway } from './worker-gateway'

// Training after failure in Chromium (issue 27): Globex's owner gives the social-engineering course to whoever
// a simulation phishes; once the demo clock has sent the planned round and its recipients have reacted, the
// phished learners have it — as its own campaign and its own source in the course's statistics.

const baseUrl = gateway().baseUrl
const session = browserPerFile(baseUrl, { freshPage: false })

describe('training after failure in Chromium', () => {
  it('gives a course to the learners a simulation phishes', async () => {
    const page = session.page()
    await new LoginPage(page).open()
    await new LoginPage(page).signIn('owner@globex.example')
    await new HomePage(page).seeSignedIn('Globex')

    await page.goto('/courses/crs_social/settings')
    const card = page.getByRole('region', { name: AFTER_FAILURE_TEXTS.title })
    await card.getByRole('checkbox', { name: /^Give this course/ }).check()
    await card.getByRole('checkbox', { name: AFTER_FAILURE_TEXTS.onSimulation }).uncheck()
    await card.getByRole('checkbox', { name: AFTER_FAILURE_TEXTS.onExercise }).uncheck()
    await card.getByLabel('Days to complete after the failure').fill('0')
    await card.getByRole('button', { name: 'Save' }).click()
    await card.getByText(TRAINING_TEXTS.atLeastOne).waitFor()
    await card.getByText(TRAINING_TEXTS.daysPositive).waitFor()
    await card.getByRole('checkbox', { name: AFTER_FAILURE_TEXTS.onSimulation }).check()
    await card.getByLabel('Days to complete after the failure').fill('5')
    await card.getByRole('button', { name: 'Save' }).click()
    await page.getByText(AFTER_FAILURE_TEXTS.saved).first().waitFor()

    // The planned round goes out; three days later its recipients have reacted, some phished.
    for (const days of [20, 3])
      expect(
        (await page.request.post(`/__dev/simulation/advance?companyId=cmp_globex&days=${days}`)).status(),
      ).toBe(200)
    await page.reload()
    const row = page.getByRole('row', { name: /after a failed phishing test/ })
    await row.getByText(AFTER_FAILURE_TEXTS.source).waitFor()
    // Its learners have their own due dates: it is not edited as a campaign.
    expect(await row.getByRole('button', { name: /^Edit:/ }).count()).toBe(0)
    const given = Number((await row.getByRole('cell').nth(4).textContent())?.split(' of ')[1])
    expect(given).toBeGreaterThan(0)
    // The card knows it is this course's now (it loads its own settings, after the statistics' row may show).
    await expect
      .poll(() => card.getByRole('checkbox', { name: /^Give this course/ }).isChecked(), { timeout: 10_000 })
      .toBe(true)

    await page.getByRole('link', { name: 'Statistics' }).click()
    const source = page.getByRole('table', { name: 'By source' }).getByRole('row', {
      name: new RegExp(`^${AFTER_FAILURE_TEXTS.source}`),
    })
    await source.waitFor()
    const cells = await source.getByRole('cell').allTextContents()
    expect(cells.slice(0, 4).reduce((sum, text) => sum + Number(text), 0)).toBe(given)

    // Off again, and its training deleted: the files share one database.
    await page.getByRole('link', { name: 'Settings' }).click()
    await card.getByRole('checkbox', { name: /^Give this course/ }).uncheck()
    await card.getByRole('button', { name: 'Save' }).click()
    await page.getByText(AFTER_FAILURE_TEXTS.off).first().waitFor()
    await row.getByRole('button', { name: /^Delete:/ }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete training' }).click()
    await page.getByText(TRAINING_TEXTS.deleted).first().waitFor()
    await expect.poll(() => row.count()).toBe(0)
  })
})
