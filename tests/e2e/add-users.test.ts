import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { browserPerFile } from './browser'
import { HomePage } from './pages/home.page'
import { LoginPage } from './pages/login.page'
import { gateway } from './worker-gateway'

const session = browserPerFile(gateway().baseUrl, { freshPage: false })

describe('adding users in Chromium', () => {
  it('admin@acme.example adds three users by email into a new department and finds them in the list', async () => {
    const page = session.page()
    await new LoginPage(page).open()
    await new LoginPage(page).signIn('admin@acme.example')
    await new HomePage(page).seeSignedIn('Acme Corp')
    await page.goto('/users/all_users')
    await page.getByRole('button', { name: 'Add users' }).click()
    const drawer = page.getByRole('dialog', { name: 'Add New Users' })
    await drawer.waitFor({ timeout: 10_000 })
    expect(new URL(page.url()).searchParams.get('modal')).toBe('addUsers')

    // Next with nothing filled: the spec's messages.
    await drawer.getByRole('button', { name: 'Next' }).click()
    await drawer.getByText('Enter one or more email addresses.').waitFor()
    await drawer.getByText('Please select or create a department.').waitFor()

    // A paste with a duplicate and an address already in use.
    const emails = drawer.getByLabel('Emails', { exact: true })
    await emails.click()
    await page.evaluate(() => {
      const data = new DataTransfer()
      data.setData(
        'text',
        'dana@acme.example, eli@acme.example;fay@acme.example dana@acme.example admin@acme.example',
      )
      document.activeElement?.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      )
    })
    await drawer.getByRole('list', { name: 'Emails: added' }).getByRole('listitem').nth(3).waitFor()
    expect(await drawer.getByRole('list', { name: 'Emails: added' }).getByRole('listitem').count()).toBe(4)
    await drawer.getByRole('combobox', { name: 'Department' }).fill('Field Ops')
    await drawer.getByRole('combobox', { name: 'Department' }).press('Enter')
    await drawer.getByRole('button', { name: 'Next' }).click()
    await drawer.getByText('These emails are already in use.').waitFor({ timeout: 10_000 })
    await drawer.getByRole('button', { name: 'Remove admin@acme.example' }).click()
    await drawer.getByRole('button', { name: 'Next' }).click()

    await drawer.getByLabel('Subject').waitFor({ timeout: 10_000 })
    await drawer.getByLabel('Subject').fill('')
    await drawer.getByRole('button', { name: 'Add users' }).click()
    await drawer.getByText('Please add subject.').waitFor()
    await drawer.getByLabel('Subject').fill('Welcome to training')
    await drawer.getByLabel('Add users only').check()
    await drawer.getByRole('button', { name: 'Add users' }).click()
    await page.getByText('3 user(s) successfully added').waitFor({ timeout: 10_000 })
    // The drawer leaves on its exit animation, after the toast (the drawer itself: the notification popover,
    // also a dialog, may open by itself once the drawer is gone).
    await drawer.waitFor({ state: 'detached' })

    await page.getByRole('searchbox', { name: 'Search users' }).fill('eli@')
    await page.getByRole('button', { name: 'Search' }).click()
    const row = page.getByRole('row', { name: /eli@acme\.example/ })
    await row.waitFor({ timeout: 10_000 })
    expect(await row.textContent()).toContain('Field Ops')
    expect(new URL(page.url()).searchParams.get('search')).toBe('eli@')
  })

  it('"Add users and begin training" starts Annual Training first; afterwards the choice is gone', async () => {
    const page = session.page()
    await page.goto('/users/all_users?modal=addUsers')
    const drawer = page.getByRole('dialog', { name: 'Add New Users' })
    const emails = drawer.getByLabel('Emails', { exact: true })
    await emails.fill('gus@acme.example')
    await emails.press('Enter')
    await drawer.getByRole('combobox', { name: 'Department' }).fill('Field Ops')
    await drawer.getByRole('combobox', { name: 'Department' }).press('Enter')
    await drawer.getByRole('button', { name: 'Next' }).click()
    await drawer.getByLabel('Add users and begin training').check({ timeout: 10_000 })
    // Beginning training always notifies: the checkbox is on and locked.
    expect(await drawer.getByLabel('Send an invitation email').isDisabled()).toBe(true)
    await drawer.getByRole('button', { name: 'Add users' }).click()
    await page.getByText('1 user(s) successfully added').waitFor({ timeout: 10_000 })

    const status = await page.evaluate(async () => {
      const token = await fetch('/identity/v1/token', { method: 'POST' }).then((r) => r.json())
      const res = await fetch('/api/v1/company/cmp_acme/tasks/status', {
        headers: { Authorization: `Bearer ${(token as { idToken: string }).idToken}` },
      })
      return res.json()
    })
    expect(status).toEqual({ data: { hasAssignments: true, hasActiveCampaign: true } })

    await page.getByRole('button', { name: 'Add users' }).click()
    await drawer.getByLabel('Emails', { exact: true }).fill('hal@acme.example')
    await drawer.getByLabel('Emails', { exact: true }).press('Enter')
    await drawer.getByRole('combobox', { name: 'Department' }).fill('Field Ops')
    await drawer.getByRole('combobox', { name: 'Department' }).press('Enter')
    await drawer.getByRole('button', { name: 'Next' }).click()
    await drawer.getByLabel('Subject').waitFor({ timeout: 10_000 })
    expect(await drawer.getByLabel('Add users and begin training').count()).toBe(0)
    await drawer.getByRole('button', { name: 'Close' }).click()
    expect(new URL(page.url()).searchParams.has('modal')).toBe(false)
  })

  it('imports a CSV: a wrong file is refused, columns are guessed, the users land in their departments', async () => {
    const page = session.page()
    await page.goto('/users/all_users?modal=addUsers')
    const drawer = page.getByRole('dialog', { name: 'Add New Users' })
    await drawer.getByRole('tab', { name: 'Import CSV' }).click()
    await drawer.getByText('Getting Your CSV Ready').waitFor()
    const file = drawer.getByLabel('Attach a .csv file')
    await file.setInputFiles({ name: 'people.txt', mimeType: 'text/plain', buffer: Buffer.from('Email\n') })
    await drawer.getByText('Incorrect file format or unknown field name').waitFor()
    await file.setInputFiles({
      name: 'people.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        '\uFEFFEmail;First Name;Last Name;Department;Group\r\n' +
          'hana@acme.example;Hana;Sato;Logistics;Night shift\r\n' +
          'ivo@acme.example;Ivo;"Novak, Jr.";;\r\n' +
          'ivo@;Ivo;Typo;Logistics;\r\n',
      ),
    })
    await drawer.getByText('people.csv').waitFor({ timeout: 10_000 })
    expect(await drawer.getByLabel('Email', { exact: true }).inputValue()).toBe('0')
    // A column without addresses is refused with the spec's message; the right one goes through.
    await drawer.getByLabel('Email', { exact: true }).selectOption({ label: 'First Name' })
    await drawer.getByRole('button', { name: 'Next' }).click()
    await drawer.getByText("The email column doesn't have valid email addresses", { exact: false }).waitFor()
    await drawer.getByLabel('Email', { exact: true }).selectOption({ label: 'Email' })
    // The row at fault is named with its value, the rest is previewed, and skipping it is the admin's choice.
    await expect
      .poll(() => drawer.getByRole('list', { name: 'Rows with invalid addresses' }).innerText())
      .toContain('Row 4: ivo@')
    await drawer.getByRole('table', { name: /Preview: the first 2 of 2 users/ }).waitFor()
    await drawer.getByRole('button', { name: 'Next' }).click()
    await drawer.getByText("The email column doesn't have valid email addresses", { exact: false }).waitFor()
    await drawer.getByRole('checkbox', { name: /Skip the 1 row with invalid addresses/ }).check()
    await drawer.getByRole('button', { name: 'Next' }).click()
    await drawer.getByLabel('Subject').waitFor({ timeout: 10_000 })
    await drawer.getByRole('button', { name: 'Add user' }).click()
    await page.getByText('2 user(s) successfully added').waitFor({ timeout: 10_000 })

    await page.goto('/users/departments')
    await page.getByRole('row', { name: /No Department/ }).waitFor({ timeout: 10_000 })
    await page.getByRole('row', { name: /Logistics/ }).waitFor()
  })

  it('disables and enables a learner in bulk; an admin in the selection is refused', async () => {
    const page = session.page()
    await page.goto('/users/all_users?search=dana%40')
    await page.getByRole('checkbox', { name: 'Select dana@acme.example' }).check({ timeout: 10_000 })
    await page
      .getByRole('region', { name: 'Selected users' })
      .getByRole('button', { name: 'Disable' })
      .click()
    await page.getByText('User(s) status has been updated').waitFor({ timeout: 10_000 })
    await page.getByText('No users match.').waitFor()
    // The status filter finds her, and the address keeps it (issue 24).
    await page.getByRole('combobox', { name: 'Status' }).selectOption('disabled')
    await page
      .getByRole('row', { name: /dana@acme\.example/ })
      .getByText('Disabled', { exact: true })
      .waitFor({ timeout: 10_000 })
    expect(decodeURIComponent(new URL(page.url()).search)).toContain('"status":"disabled"')
    await page.getByRole('button', { name: 'Clear filters' }).click()
    await page.getByText('No users match.').waitFor()
    await page.getByLabel('Show disabled users').check()
    await page
      .getByRole('row', { name: /dana@acme\.example/ })
      .getByText('Disabled', { exact: true })
      .waitFor({ timeout: 10_000 })
    await page.getByRole('checkbox', { name: 'Select dana@acme.example' }).check()
    await page.getByRole('region', { name: 'Selected users' }).getByRole('button', { name: 'Enable' }).click()
    await page.getByText('User(s) status has been updated').first().waitFor()
    // The list reloads after the change: wait for the marker to go rather than reading the old page.
    await expect
      .poll(
        () =>
          page
            .getByRole('row', { name: /dana@acme\.example/ })
            .getByText('Disabled', { exact: true })
            .count(),
        {
          timeout: 10_000,
        },
      )
      .toBe(0)

    await page.goto('/users/all_users?search=temp%40')
    await page.getByRole('checkbox', { name: 'Select temp@acme.example' }).check({ timeout: 10_000 })
    await page
      .getByRole('region', { name: 'Selected users' })
      .getByRole('button', { name: 'Disable' })
      .click()
    // Asked before the change (get_uneditable_users): nobody else to disable, so the spec's refusal stands.
    const dialog = page.getByRole('alertdialog', { name: '1 selected user cannot be disabled' })
    await dialog
      .getByText(
        'Unable to disable user with admin role. Admin user found in the selected list. Disable action canceled.',
      )
      .waitFor({ timeout: 10_000 })
    await dialog.getByText('temp@acme.example').waitFor()
    expect(await dialog.getByRole('button', { name: /^Disable the other/ }).count()).toBe(0)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await dialog.waitFor({ state: 'hidden' })
    expect(await page.getByRole('checkbox', { name: 'Select temp@acme.example' }).isChecked()).toBe(true)
  })

  it('sends reminders: counts per kind, subject required, "Reminder has been sent"', async () => {
    const page = session.page()
    await page.goto('/users/all_users?search=amelia.garcia37')
    await page
      .getByRole('row', { name: /amelia\.garcia37/ })
      .first()
      .waitFor({ timeout: 10_000 })
    // Acme has a running all-users campaign by now (begin training above), so its learners have training.
    await page
      .getByRole('row', { name: /amelia\.garcia37/ })
      .first()
      .getByRole('checkbox')
      .check()
    await page
      .getByRole('region', { name: 'Selected users' })
      .getByRole('button', { name: 'Send reminder' })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Send reminder' })
    await dialog.getByText('1 user will receive reminder').waitFor({ timeout: 10_000 })
    await dialog.getByLabel('Training').uncheck()
    await dialog.getByText('Choose at least one kind of task to remind about.').waitFor()
    await dialog.getByLabel('Policies').check()
    await dialog
      .getByText('1 users will NOT receive reminder: No Outstanding Tasks')
      .waitFor({ timeout: 10_000 })
    expect(await dialog.getByRole('button', { name: 'Send reminder' }).isDisabled()).toBe(true)
    await dialog.getByLabel('Training').check()
    await dialog.getByText('1 user will receive reminder').waitFor({ timeout: 10_000 })
    await dialog.getByLabel('Subject').fill('')
    await dialog.getByRole('button', { name: 'Send reminder' }).click()
    await dialog.getByText('Please add subject.').waitFor()
    await dialog.getByLabel('Subject').fill('Two minutes, promise')
    await dialog.getByRole('button', { name: 'Send reminder' }).click()
    await page.getByText('Reminder has been sent').waitFor({ timeout: 10_000 })
    expect(await page.getByRole('dialog').count()).toBe(0)
  })

  it('exports the searched list as a CSV file', async () => {
    const page = session.page()
    await page.goto('/users/all_users?search=hana%40acme')
    await page.getByRole('row', { name: /hana@acme\.example/ }).waitFor({ timeout: 10_000 })
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 10_000 }),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/)
    const text = readFileSync((await download.path())!, 'utf8')
    expect(text.split('\r\n')[0]).toBe('Email,First Name,Last Name,Access Level,Department,Status,Added')
    expect(text).toContain('hana@acme.example,Hana,Sato,Learner,Logistics,Invited,')
  })

  it('lists departments with their counts and opens a department’s users', async () => {
    const page = session.page()
    await page.goto('/users/departments')
    const link = page.getByRole('link', { name: 'Field Ops' })
    await link.waitFor({ timeout: 10_000 })
    const row = page.getByRole('row', { name: /Field Ops/ })
    expect(Number((await row.getByRole('cell').first().textContent())?.trim())).toBeGreaterThanOrEqual(4)
    await link.click()
    await page.getByRole('heading', { name: 'Field Ops', level: 1 }).waitFor({ timeout: 10_000 })
    await page.getByRole('rowheader', { name: 'eli@acme.example' }).waitFor({ timeout: 10_000 })
    expect(await page.getByRole('rowheader', { name: 'admin@acme.example' }).count()).toBe(0)
  })

  it('deletes a user only with the confirmation phrase', async () => {
    const page = session.page()
    await page.goto('/users/all_users?search=fay%40')
    await page.getByRole('button', { name: 'Delete fay@acme.example' }).click({ timeout: 10_000 })
    const dialog = page.getByRole('alertdialog', { name: 'Delete fay@acme.example' })
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await dialog.getByText('Please enter confirmation phrase').waitFor()
    await dialog.getByLabel('Type "I confirm deletion" to confirm').fill('i confirm')
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await dialog.getByText('Invalid confirmation phrase').waitFor()
    await dialog.getByLabel('Type "I confirm deletion" to confirm').fill('  I confirm deletion ')
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await page.getByText('User has been deleted').waitFor({ timeout: 10_000 })
    await page.getByText('No users match.').waitFor({ timeout: 10_000 })
  })
})
