import { describe, expect, it } from 'vitest'
import { TRAINING_TEXTS } from '../../src/domain/training-campaign'
import { ATTACHMENT_TEXTS } from '../../src/domain/training-attachment'
import { ADMINS_ONLY } from '../../src/domain/courses'
import { REMINDER_TEXTS } from '../../src/domain/reminders'
import { browserPerFile } from './browser'
import { HomePage } from './pages/home.page'
import { LoginPage } from './pages/login.page'
import { gateway } from './worker-gateway'

// Learning in Chromium (issue 27): Globex's owner finds a course in the library by category and search,
// assigns it to one department with a PDF for the learners (a fake PDF refused by its bytes), sees its
// learners in the statistics and their progress once the simulator moves the clock, downloads the PDF back,
// ends it (once) and deletes it.

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')

const baseUrl = gateway().baseUrl
const session = browserPerFile(baseUrl, { freshPage: false })

describe('training in Chromium', () => {
  it('finds a course, assigns it to a department, reads its statistics, ends and deletes it', async () => {
    const page = session.page()
    await new LoginPage(page).open()
    await new LoginPage(page).signIn('owner@globex.example')
    await new HomePage(page).seeSignedIn('Globex')

    await page.goto('/learning/courses')
    await page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('button', { name: 'Admin Certification', exact: true })
      .click()
    await page.waitForURL(/categoryName=Admin/)
    await page.getByText(ADMINS_ONLY.title).first().waitFor()
    await page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('button', { name: 'All Courses', exact: true })
      .click()
    await page.getByRole('searchbox', { name: 'Search courses' }).fill('ransomware')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect.poll(() => page.getByRole('list', { name: 'Courses' }).getByRole('listitem').count()).toBe(1)
    await page.getByRole('link', { name: 'Ransomware: Stop It Early' }).click()
    await page.getByRole('heading', { name: 'Ransomware: Stop It Early' }).waitFor()
    await page.getByRole('list', { name: 'Sections' }).getByText('Disconnect and report').waitFor()

    await page.getByRole('link', { name: 'Settings' }).click()
    await page.getByRole('button', { name: 'Assign training' }).click()
    const form = page.getByRole('dialog', { name: 'Assign training' })
    await form.getByRole('radio', { name: 'Departments' }).check()
    await form.getByRole('button', { name: 'Start training' }).click()
    await form.getByText(TRAINING_TEXTS.atLeastOne).waitFor()
    await form.getByRole('checkbox', { name: 'Sales' }).check()
    await form.getByRole('radio', { name: 'Custom' }).check()
    await form.getByLabel('Custom days').fill('1.5')
    await form.getByRole('button', { name: 'Start training' }).click()
    await form.getByText(TRAINING_TEXTS.daysInteger).waitFor()
    await form.getByLabel('Custom days').fill('21')
    await form.getByRole('radio', { name: 'A PDF' }).check()
    await form.getByRole('button', { name: 'Start training' }).click()
    await form.getByText(ATTACHMENT_TEXTS.fileRequired).waitFor()
    await form.getByLabel('PDF file').setInputFiles({
      name: 'handout.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('<html>not a pdf</html>'),
    })
    await form.getByText(ATTACHMENT_TEXTS.notPdf).waitFor()
    await form
      .getByLabel('PDF file')
      .setInputFiles({ name: 'ransomware-handout.pdf', mimeType: 'application/pdf', buffer: PDF })
    await form.getByText(/^ransomware-handout\.pdf ·/).waitFor()
    expect(await form.getByLabel('Title for the learners').inputValue()).toBe('ransomware-handout')
    await form.getByLabel('Title for the learners').fill('What to do when files lock')
    await form.getByRole('button', { name: 'Start training' }).click()
    await page.getByText(TRAINING_TEXTS.started).first().waitFor()
    const row = page.getByRole('row', { name: /^Ransomware: Stop It Early/ })
    await row.getByText('Running').waitFor()

    await page.getByRole('link', { name: 'Statistics' }).click()
    const sales = page.getByRole('row', { name: /^Sales/ })
    await sales.waitFor()
    expect(Number(await sales.getByRole('cell').nth(2).textContent())).toBeGreaterThan(0)

    await page.getByRole('link', { name: 'Settings' }).click()
    // Those who have not started are reminded through the reminder dialog's not-started mode.
    await row.getByRole('button', { name: /^Remind those not started:/ }).click()
    const remind = page.getByRole('dialog', { name: 'Send reminder' })
    await remind
      .getByText(/will receive/i)
      .first()
      .waitFor()
    await remind.getByRole('button', { name: /^Send/ }).click()
    await page.getByText(REMINDER_TEXTS.sent).first().waitFor()
    // Twelve days on, the simulated learners have opened and finished the course.
    const completed = () => row.getByRole('cell').nth(4).textContent()
    expect(await completed()).toMatch(/^0 of \d+$/)
    const advanced = await page.request.post(
      '/__dev/training/advance?companyId=cmp_globex&courseId=crs_ransomware&days=12',
    )
    expect(advanced.status()).toBe(200)
    await page.reload()
    await expect.poll(async () => Number((await completed())?.split(' of ')[0])).toBeGreaterThan(0)
    const download = page.waitForEvent('download')
    await row.getByRole('button', { name: 'PDF: What to do when files lock' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe('ransomware-handout.pdf')
    const saved = await file.createReadStream()
    const chunks: Buffer[] = []
    for await (const chunk of saved) chunks.push(chunk as Buffer)
    expect(Buffer.concat(chunks).equals(PDF)).toBe(true)
    await row.getByRole('button', { name: /^End:/ }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'End training' }).click()
    await page.getByText(TRAINING_TEXTS.ended).first().waitFor()
    await row.getByText(/^Ended/).waitFor()
    await row.getByRole('button', { name: /^Delete:/ }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete training' }).click()
    await page.getByText(TRAINING_TEXTS.deleted).first().waitFor()
    await expect.poll(() => row.count()).toBe(0)
  })

  it('opens the gaming activities on their own addresses and assigns one', async () => {
    const page = session.page()
    await page.goto('/gaming')
    await page.waitForURL(/\/gaming\/preview$/)
    await page.getByRole('heading', { name: 'Cyber Escape Room' }).waitFor()
    await page.getByRole('link', { name: 'Settings' }).click()
    await page.waitForURL(/\/gaming\/settings$/)
    // A game is not given after a failed phishing test.
    expect(await page.getByRole('region', { name: 'Training after failure' }).count()).toBe(0)
    await page.getByRole('button', { name: 'Assign training' }).click()
    const form = page.getByRole('dialog', { name: 'Assign training' })
    await form.getByLabel('Training name').fill('Escape Room for everyone')
    await form.getByRole('button', { name: 'Start training' }).click()
    await page.getByText(TRAINING_TEXTS.started).first().waitFor()
    const game = page.getByRole('row', { name: /^Escape Room for everyone/ })
    await game.getByText('Running').waitFor()
    // The files share one database: the game leaves with its test.
    await game.getByRole('button', { name: /^Delete:/ }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete training' }).click()
    await page.getByText(TRAINING_TEXTS.deleted).first().waitFor()
    await page.goto('/fake-or-real')
    await page.waitForURL(/\/fake-or-real\/preview$/)
    await page.getByRole('heading', { name: 'Fake Or Real' }).first().waitFor()
    await page.getByRole('list', { name: 'Sections' }).getByText('The CEO on the phone').waitFor()
  })
})
