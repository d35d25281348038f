import { describe, expect, it } from 'vitest'
import { browserPerFile } from './browser'
import { HomePage } from './pages/home.page'
import { LoginPage } from './pages/login.page'
import { gateway } from './worker-gateway'

const session = browserPerFile(gateway().baseUrl, { freshPage: false })

describe('the user profile in Chromium', () => {
  it('opens a learner from the list: outstanding tasks, edit with a refusal kept, temporary password', async () => {
    const page = session.page()
    await new LoginPage(page).open()
    await new LoginPage(page).signIn('owner@globex.example')
    await new HomePage(page).seeSignedIn('Globex')
    await page.goto('/users/all_users?search=amelia.nguyen97')
    await page.getByRole('link', { name: 'amelia.nguyen97@globex.example' }).click()
    await page.waitForURL(/\/user_profile\/[^/]+\/outstanding_tasks$/, { timeout: 10_000 })
    await page.getByRole('heading', { name: 'Amelia Nguyen' }).waitFor({ timeout: 10_000 })
    await page.getByRole('tab', { name: /Outstanding tasks \(\d+\)/ }).waitFor()
    expect(await page.getByRole('tabpanel').textContent()).toMatch(
      // A task row (its kind and due date) or the empty text: other files' trainings may be hers too.
      /· (Training|Gaming|Policy|Monthly video)Not started|· (Training|Gaming|Policy|Monthly video)In progress|No outstanding tasks/,
    )

    await page.getByRole('tab', { name: 'Edit' }).click()
    await page.waitForURL(/\/edit$/)
    const form = page.getByRole('form', { name: 'Edit profile' })
    await form.getByLabel('Last name').fill('')
    await form.getByRole('button', { name: 'Save changes' }).click()
    await form.getByText('Please add the last name.').waitFor()
    await form.getByLabel('Last name').fill('Nguyen-Tran')
    // Groups are picked or created in the same combobox as the add-users drawer (issue 24).
    const groups = form.getByRole('combobox', { name: 'Groups' })
    await groups.click()
    await groups.fill('Night Shift')
    await form.getByRole('option', { name: 'Create "Night Shift"' }).click()
    await form.getByRole('button', { name: 'Save changes' }).click()
    await page.getByText('Profile has been updated').waitFor({ timeout: 10_000 })
    await page.getByRole('heading', { name: 'Amelia Nguyen-Tran' }).waitFor()
    await page
      .getByRole('list', { name: 'Details' })
      .or(page.getByLabel('Details'))
      .getByText('Night Shift')
      .waitFor()
    await page.getByRole('link', { name: '← All users' }).waitFor()

    await page.getByRole('tab', { name: 'Password' }).click()
    const password = page.getByRole('form', { name: 'Temporary password' })
    await password.getByLabel('Temporary password').fill('weak')
    await password.getByRole('button', { name: 'Set temporary password' }).click()
    await password.getByText(/Use at least 8 characters/).waitFor()
    await password.getByLabel('Temporary password').fill('Temporary#2026')
    await password.getByRole('button', { name: 'Set temporary password' }).click()
    await page.getByText('Temporary password set', { exact: false }).waitFor({ timeout: 10_000 })

    await page.getByRole('tab', { name: 'Activity' }).click()
    await page.getByText('Added to the company').waitFor()
  })
})
