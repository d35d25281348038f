import { describe, expect, it } from 'vitest'
import { POLICY_TEXTS } from '../../src/domain/policies'
import { REMINDER_TEXTS } from '../../src/domain/reminders'
import { ATTACHMENT_TEXTS } from '../../src/domain/training-attachment'
import { browserPerFile } from './browser'
import { HomePage } from './pages/home.page'
import { LoginPage } from './pages/login.page'
import { gateway } from './worker-gateway'

// Policies in Chromium (issue 27): Globex's owner uploads a policy PDF (a fake one refused by its bytes) for
// one group, sees everyone under "not opened", lets the simulated clock move, finds who acknowledged it in the
// learners drawer, reminds the rest, ends it once and deletes it.

const baseUrl = gateway().baseUrl
const session = browserPerFile(baseUrl, { freshPage: false })
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')

describe('policies in Chromium', () => {
  it('uploads, assigns, tracks, reminds, ends and deletes a policy', async () => {
    const page = session.page()
    await new LoginPage(page).open()
    await new LoginPage(page).signIn('owner@globex.example')
    await new HomePage(page).seeSignedIn('Globex')

    await page.goto('/policies')
    await page.getByRole('row', { name: /^Acceptable Use Policy/ }).waitFor()
    await page.getByRole('button', { name: 'Upload policy' }).click()
    const form = page.getByRole('dialog', { name: 'Upload a policy' })
    await form.getByRole('button', { name: 'Assign policy' }).click()
    await form.getByText(ATTACHMENT_TEXTS.fileRequired).waitFor()
    await form.getByLabel('Policy PDF').setInputFiles({
      name: 'clean-desk.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('not a pdf'),
    })
    await form.getByText(ATTACHMENT_TEXTS.notPdf).waitFor()
    await form
      .getByLabel('Policy PDF')
      .setInputFiles({ name: 'clean-desk.pdf', mimeType: 'application/pdf', buffer: PDF })
    await form.getByText(/^clean-desk\.pdf ·/).waitFor()
    await form.getByLabel('Policy name').fill('Clean Desk Policy')
    await form.getByRole('radio', { name: 'Departments' }).check()
    await form.getByRole('checkbox', { name: 'Sales' }).check()
    await form.getByRole('button', { name: 'Assign policy' }).click()
    await page.getByText(POLICY_TEXTS.created).first().waitFor()
    const row = page.getByRole('row', { name: /^Clean Desk Policy/ })
    const cells = async () => row.getByRole('cell').allTextContents()
    await row.waitFor()
    const [, assigned, , notOpened] = await cells()
    expect(Number(assigned)).toBeGreaterThan(0)
    expect(notOpened).toBe(assigned)

    expect((await page.request.post('/__dev/policies/advance?companyId=cmp_globex&days=6')).status()).toBe(
      200,
    )
    await page.reload()
    await expect.poll(async () => Number((await cells())[2]?.split(' ')[0])).toBeGreaterThan(0)
    await row.getByRole('button', { name: /^Learners:/ }).click()
    const drawer = page.getByRole('dialog', { name: 'Clean Desk Policy' })
    await drawer.getByRole('button', { name: 'Acknowledged' }).click()
    await drawer.getByRole('cell').first().waitFor()
    await drawer.getByRole('button', { name: 'Done' }).click()

    await row.getByRole('button', { name: /^Remind:/ }).click()
    const remind = page.getByRole('dialog', { name: 'Send reminder' })
    await remind
      .getByText(/will receive/i)
      .first()
      .waitFor()
    await remind.getByRole('button', { name: /^Send/ }).click()
    await page.getByText(REMINDER_TEXTS.sent).first().waitFor()

    await row.getByRole('button', { name: /^End:/ }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'End policy' }).click()
    await page.getByText(POLICY_TEXTS.ended).first().waitFor()
    await row.getByText(/^Ended/).waitFor()
    await row.getByRole('button', { name: /^Delete:/ }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete policy' }).click()
    await page.getByText(POLICY_TEXTS.deleted).first().waitFor()
    await expect.poll(() => row.count()).toBe(0)
  })
})
