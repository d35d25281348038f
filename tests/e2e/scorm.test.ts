import { readFile } from 'node:fs/promises'
import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { SCORM_TEXTS } from '../../src/domain/scorm'
import { browserPerFile } from './browser'
import { HomePage } from './pages/home.page'
import { LoginPage } from './pages/login.page'
import { gateway } from './worker-gateway'

// SCORM export in Chromium (issue 27; 000 §8): Globex downloads a course as a SCORM 1.2 package and is told
// a gaming activity has none; Acme, without SCORM access, is told so and downloads nothing.

const baseUrl = gateway().baseUrl
const session = browserPerFile(baseUrl, { freshPage: false })

describe('SCORM export in Chromium', () => {
  it('downloads a course’s package where the company has SCORM, and says why not elsewhere', async () => {
    const page = session.page()
    await new LoginPage(page).open()
    await new LoginPage(page).signIn('owner@globex.example')
    await new HomePage(page).seeSignedIn('Globex')
    await page.goto('/courses/crs_passwords/preview')
    await page.getByRole('heading', { name: 'Passwords and MFA' }).waitFor()
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 10_000 }),
      page.getByRole('button', { name: SCORM_TEXTS.download }).click(),
    ])
    expect(download.suggestedFilename()).toBe('passwords-and-mfa-scorm12.zip')
    const files = unzipSync(new Uint8Array(await readFile((await download.path())!)))
    expect(strFromU8(files['imsmanifest.xml']!)).toContain('<title>Passwords and MFA</title>')

    await page.goto('/gaming/preview')
    await page.getByRole('heading', { name: 'Cyber Escape Room' }).waitFor()
    await page.getByRole('button', { name: SCORM_TEXTS.download }).click()
    await page.getByText(SCORM_TEXTS.notAvailable).waitFor()

    await new HomePage(page).signOut()
    await new LoginPage(page).signIn('admin@acme.example')
    await new HomePage(page).seeSignedIn('Acme')
    await page.goto('/courses/crs_passwords/preview')
    await page.getByRole('heading', { name: 'Passwords and MFA' }).waitFor()
    let downloaded = false
    page.once('download', () => (downloaded = true))
    await page.getByRole('button', { name: SCORM_TEXTS.download }).click()
    await page.getByText(SCORM_TEXTS.noAccess).waitFor()
    expect(downloaded).toBe(false)
  }, 90_000)
})
