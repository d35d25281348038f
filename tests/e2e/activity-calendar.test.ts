import ical from 'node-ical'
import { afterAll, describe, expect, it } from 'vitest'
import { PATHS } from '../../src/domain/api-paths'
import { browserPerFile, newContext } from './browser'
import { gatewayToken } from './gateway-token'
import { HomePage } from './pages/home.page'
import { LoginPage } from './pages/login.page'
import { gateway } from './worker-gateway'

// The year planner in Chromium (issue 31): a year forward and back, a crowded month's "9+" and its full list,
// adding a course from an empty month, and the private calendar feed read back as iCalendar.

const baseUrl = gateway().baseUrl
const session = browserPerFile(baseUrl, { freshPage: true })
const nextYear = new Date().getUTCFullYear() + 1

const tokenOf = (email: string) => gatewayToken(baseUrl, email)

// Unseen notifications open their popover by themselves 2 s after they load; on a loaded machine that can be later
// than any wait and land between the planner's dialogs or over its year buttons. Marked seen first, through the
// call the popover itself makes (a notification another file adds meanwhile is still closed in the tests).
async function markNotificationsSeen(email: string, companyId: string) {
  const auth = { Authorization: `Bearer ${await tokenOf(email)}`, 'Content-Type': 'application/json' }
  const me = (await (await fetch(`${baseUrl}${PATHS.currentUser}`, { headers: auth })).json()) as { id: string }
  const seen = await fetch(`${baseUrl}${PATHS.notificationsShown(companyId, me.id)}`, {
    method: 'PUT',
    headers: auth,
    body: JSON.stringify({ notificationsShown: true }),
  })
  expect(seen.status).toBe(204)
}

describe('activity calendar in Chromium', () => {
  // The worker's gateway serves the files after this one: Acme's ten waves would give it training campaigns, and
  // add-users.test.ts needs a company without any (the spec offers "Add users only" only then).
  afterAll(async () => {
    const token = await tokenOf('admin@acme.example')
    const headers = { Authorization: `Bearer ${token}` }
    const list = await fetch(`${baseUrl}/api/v1/campaign/admin_panel/cmp_acme/company`, { headers })
    const { campaigns } = (await list.json()) as { campaigns: { id: string; name: string }[] }
    for (const campaign of campaigns.filter((row) => row.name.startsWith('NIS2 wave ')))
      expect(
        (
          await fetch(`${baseUrl}${PATHS.deleteCampaign('cmp_acme', campaign.id)}`, {
            method: 'DELETE',
            headers,
          })
        ).status,
      ).toBe(200)
  })

  it('slides a year forward and back, and opens a crowded month in full', async () => {
    // Ten trainings planned for June next year at Acme, through the gateway the console uses.
    const token = await tokenOf('admin@acme.example')
    for (let day = 1; day <= 10; day++) {
      const response = await fetch(`${baseUrl}/api/v1/campaign/cmp_acme`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({
          companyId: 'cmp_acme',
          campaignInfo: {
            courseId: 'crs_nis2',
            campaign_name: `NIS2 wave ${day}`,
            campaign_assignment_type: 'ALL_USERS',
            days_to_complete: 14,
            start_date: `${nextYear}-06-${String(day).padStart(2, '0')}T09:00:00.000Z`,
            notificationsEnabled: false,
          },
        }),
      })
      expect(response.status).toBe(201)
    }

    await markNotificationsSeen('admin@acme.example', 'cmp_acme')
    const page = session.page()
    await new LoginPage(page).open()
    await new LoginPage(page).signIn('admin@acme.example')
    await new HomePage(page).seeSignedIn('Acme')
    await page.goto('/activity-calendar')
    const grid = page.getByRole('grid')
    await grid.waitFor({ timeout: 15_000 })
    await new HomePage(page).closeNotificationsIfOpened()
    expect(await grid.getAttribute('aria-label')).toBe(`Activity calendar ${nextYear - 1}`)

    await page.getByRole('button', { name: 'Next year' }).click()
    await page.getByRole('grid', { name: `Activity calendar ${nextYear}` }).waitFor()
    // At the upper bound; the slide takes a second, then Previous is offered again.
    expect(await page.getByRole('button', { name: 'Next year' }).isDisabled()).toBe(true)
    await expect.poll(() => page.getByRole('button', { name: 'Previous year' }).isEnabled()).toBe(true)

    const june = page.getByRole('button', { name: `Training, June ${nextYear}: 10 activities` })
    expect(await june.textContent()).toBe('9+')
    await june.hover()
    await page.getByText('See All 10').waitFor({ timeout: 5_000 })
    await june.click()
    const dialog = page.getByRole('dialog', { name: `Training, June ${nextYear}` })
    await dialog.waitFor()
    expect(await dialog.getByRole('button', { name: /^Open NIS2 wave/ }).count()).toBe(10)
    await dialog.getByRole('button', { name: 'Close', exact: true }).click()
    await dialog.waitFor({ state: 'detached' })

    await page.getByRole('button', { name: 'Previous year' }).click()
    await page.getByRole('grid', { name: `Activity calendar ${nextYear - 1}` }).waitFor()
  })

  it('adds a course from an empty month, and the subscription serves it to a calendar client', async () => {
    await markNotificationsSeen('owner@globex.example', 'cmp_globex')
    const context = await newContext(session.browser(), baseUrl)
    const page = await context.newPage()
    await new LoginPage(page).open()
    await new LoginPage(page).signIn('owner@globex.example')
    await new HomePage(page).seeSignedIn('Globex')
    await page.goto('/activity-calendar')
    await page.getByRole('grid').waitFor({ timeout: 15_000 })
    // Unseen notifications open their popover by themselves 2 s after they load: let that happen and close it
    // first, so it cannot land in the middle of the dialogs below.
    await new HomePage(page).closeNotificationsIfOpened()
    await page.getByRole('button', { name: 'Next year' }).click()
    await page.getByRole('grid', { name: `Activity calendar ${nextYear}` }).waitFor()
    await expect.poll(() => page.getByRole('button', { name: 'Previous year' }).isEnabled()).toBe(true)

    await page.getByRole('button', { name: `Add to Annual training, March ${nextYear}` }).click()
    await page.getByRole('dialog', { name: 'Add activity' }).getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('dialog', { name: 'Add activity' }).waitFor({ state: 'detached' })
    const add = page.getByRole('dialog', { name: 'Add course' })
    await add.getByLabel('Choose a course').waitFor()
    // The dialog before this one hands focus back to its cell as it unmounts, later than this one opens on a busy
    // machine: focus moved outside by code must not close it.
    // (The calendar is hidden from the accessibility tree behind the modal, so found by its label.)
    await page.locator(`[aria-label="Add to Annual training, April ${nextYear}"]`).focus()
    await add.getByLabel('Choose a course').selectOption({ label: 'Annual Training for Executives' })
    await add.getByLabel('Start date').fill(`${nextYear}-03-10`)
    await add.getByRole('button', { name: 'Add to calendar' }).click()
    const created = page.getByRole('dialog', { name: 'Course created' })
    await created.getByText('Annual Training for Executives starts on').waitFor({ timeout: 10_000 })
    await created.getByRole('button', { name: 'Done' }).click()
    await page
      .getByRole('button', { name: `Annual training, March ${nextYear}: 1 activity` })
      .waitFor({ timeout: 10_000 })

    await page.getByRole('button', { name: 'Subscribe' }).click()
    const address = page.getByLabel('Subscription address')
    await address.waitFor({ timeout: 10_000 })
    const url = await address.inputValue()
    const feed = await fetch(url)
    expect(feed.status).toBe(200)
    const events = Object.values(ical.sync.parseICS(await feed.text())).filter(
      (component) => component?.type === 'VEVENT',
    ) as ical.VEvent[]
    const event = events.find(
      (item) => String(item.summary) === 'Annual training: Annual Training for Executives',
    )!
    expect(event).toBeTruthy()
    expect(new Date(event.start!).toISOString().slice(0, 10)).toBe(`${nextYear}-03-10`)

    // Stopping the subscription stops the address.
    await page.getByRole('button', { name: 'Stop subscription' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Stop' }).click()
    await page.getByRole('button', { name: 'Subscribe' }).waitFor({ timeout: 10_000 })
    expect((await fetch(url)).status).toBe(404)
    await context.close()
  })
})
