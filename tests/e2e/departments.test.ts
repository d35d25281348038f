import { describe, expect, it } from 'vitest'
import { browserPerFile } from './browser'
import { HomePage } from './pages/home.page'
import { LoginPage } from './pages/login.page'
import { gateway } from './worker-gateway'

// Departments from their own page (issue 31): create one, rename it, and delete one with users in it — the
// confirmation says how many users leave it and what still reaches it before anything is deleted.

const session = browserPerFile(gateway().baseUrl, { freshPage: true })

describe('departments in Chromium', () => {
  it('creates, renames, and deletes a department with users in it', async () => {
    const page = session.page()
    await new LoginPage(page).open()
    await new LoginPage(page).signIn('admin@acme.example')
    await new HomePage(page).seeSignedIn('Acme')
    await page.goto('/users/departments')
    const table = page.getByRole('table')
    await table.getByRole('link').first().waitFor({ timeout: 15_000 })

    await page.getByRole('button', { name: 'New department' }).click()
    const create = page.getByRole('dialog', { name: 'New department' })
    await create.getByLabel('Department name').fill('Night Shift')
    await create.getByRole('button', { name: 'Save' }).click()
    await table.getByRole('link', { name: 'Night Shift' }).waitFor({ timeout: 10_000 })

    await page.getByRole('button', { name: 'Rename Night Shift' }).click()
    const rename = page.getByRole('dialog', { name: 'Rename "Night Shift"' })
    await rename.getByLabel('Department name').fill('Late Shift')
    await rename.getByRole('button', { name: 'Save' }).click()
    await table.getByRole('link', { name: 'Late Shift' }).waitFor({ timeout: 10_000 })

    // A seeded department with users (Acme's Finance, ten people): the confirmation counts them first.
    const name = 'Finance'
    const row = table.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) })
    const users = Number((await row.getByRole('cell').first().textContent())!.trim())
    expect(users).toBeGreaterThan(0)
    await page.getByRole('button', { name: `Delete ${name}` }).click()
    const confirm = page.getByRole('alertdialog', { name: `Delete "${name}"?` })
    await confirm
      .getByText(new RegExp(`^${users} users? leaves? this department`))
      .waitFor({ timeout: 10_000 })
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await confirm.waitFor({ state: 'detached', timeout: 10_000 })
    await table.getByRole('link', { name, exact: true }).waitFor({ state: 'detached', timeout: 10_000 })
  })
  it('adds existing users to the new department from its page, across two pages of the list', async () => {
    const page = session.page()
    await new LoginPage(page).open()
    await new LoginPage(page).signIn('admin@acme.example')
    await new HomePage(page).seeSignedIn('Acme')
    await page.goto('/users/departments')
    await page.getByRole('link', { name: 'Late Shift' }).click({ timeout: 15_000 })
    await page.getByRole('heading', { name: 'Late Shift', level: 1 }).waitFor({ timeout: 15_000 })
    await page.getByText('No users match.').waitFor({ timeout: 10_000 })
    await page.getByRole('button', { name: 'Add existing users' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add users to Late Shift' })
    const first = dialog.getByRole('checkbox').first()
    await first.waitFor({ timeout: 10_000 })
    const firstEmail = (await first.getAttribute('aria-label'))!.replace('Select ', '')
    await first.check()
    await dialog.getByRole('button', { name: 'Next' }).click()
    await dialog.getByText('Page 2 of').waitFor()
    const second = dialog.getByRole('checkbox').first()
    await expect.poll(() => second.getAttribute('aria-label')).not.toBe(`Select ${firstEmail}`)
    const secondEmail = (await second.getAttribute('aria-label'))!.replace('Select ', '')
    await second.check()
    await dialog.getByRole('button', { name: 'Add 2 users' }).click()
    await page.getByText('2 users added to Late Shift; it now has 2 users.').waitFor({ timeout: 10_000 })
    for (const email of [firstEmail, secondEmail])
      await page.getByRole('rowheader', { name: email }).waitFor({ timeout: 10_000 })
  })
})
