import { readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CUSTOM_TRAINING_TEXTS } from '../../src/domain/custom-training'
import { TRAINING_TEXTS } from '../../src/domain/training-campaign'
import { MAX_PINNED_VIDEOS, VIDEO_TEXTS } from '../../src/domain/videos'
import { browserPerFile } from './browser'
import { HomePage } from './pages/home.page'
import { LoginPage } from './pages/login.page'
import { gateway } from './worker-gateway'

// Custom training and the video library in Chromium (issue 30): Globex's owner builds a training with two
// sections, reorders chapters with the keyboard, imports a 21-row quiz CSV with one bad row, uploads a video
// over a throttled connection, reloads mid-upload and resumes from the gateway's offset, publishes and assigns
// it; then pins five videos and finds the sixth refused with the spec's line.

const baseUrl = gateway().baseUrl
const session = browserPerFile(baseUrl, { freshPage: false })

const CLIP = readFileSync(new URL('../../server/seed/videos/clip-3.webm', import.meta.url))
const VIDEO = join(tmpdir(), `induction-${process.pid}.webm`)
writeFileSync(VIDEO, Buffer.concat([CLIP, Buffer.alloc(6 * 1024 * 1024 - CLIP.length, 9)]))
const QUIZ = join(tmpdir(), `quiz-${process.pid}.csv`)
writeFileSync(
  QUIZ,
  [
    'Question,Answer 1,Answer 2,Answer 3,Answer 4,Correct Answer Number',
    ...Array.from({ length: 21 }, (_, i) =>
      i === 4
        ? 'Which badge is red?,Visitor,Staff,Contractor,Cleaner,5'
        : `Badge question ${i + 1}?,Yes,No,Maybe,Ask,${(i % 4) + 1}`,
    ),
  ].join('\n'),
)

const chapterTitles = async (page: ReturnType<typeof session.page>, section: string) =>
  page
    .getByRole('list', { name: `Chapters of ${section}` })
    .getByRole('textbox', { name: 'Chapter title' })
    .evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value))

describe('custom training in Chromium', () => {
  it('builds, reorders by keyboard, imports a quiz, resumes an upload after a reload, publishes and assigns', async () => {
    const page = session.page()
    await new LoginPage(page).open()
    await new LoginPage(page).signIn('owner@globex.example')
    await new HomePage(page).seeSignedIn('Globex')

    await page.goto('/custom')
    await page.getByRole('button', { name: 'New training' }).click()
    const form = page.getByRole('dialog', { name: 'New training' })
    await form.getByRole('button', { name: 'Create and edit' }).click()
    await form.getByText(CUSTOM_TRAINING_TEXTS.nameRequired).waitFor()
    await form.getByLabel('Training name').fill('Visitor badges')
    await form.getByRole('button', { name: 'Create and edit' }).click()
    await page.waitForURL(/\/edit\/crs_custom_/)
    const courseId = page.url().split('/').pop()!

    await page.getByRole('button', { name: '+ Section' }).click()
    await page.getByRole('button', { name: '+ Section' }).click()
    for (let i = 0; i < 3; i += 1)
      await page.getByRole('button', { name: 'Add chapter to Section 1' }).click()
    await page.getByRole('button', { name: 'Add chapter to Section 2' }).click()
    await page.getByRole('textbox', { name: 'Chapter title' }).first().fill('Who wears what')
    expect(await chapterTitles(page, 'Section 1')).toEqual(['Who wears what', 'Chapter 2', 'Chapter 3'])
    // Keyboard drag and drop: Space picks the chapter up, the arrow moves it, Space drops it.
    await page.getByRole('button', { name: 'Drag Who wears what' }).focus()
    // Each key waits for the announcement of the one before, what a screen reader user hears (picked up, then
    // at once over its own position).
    await page.keyboard.press('Space')
    await page.getByText('Who wears what is over position 1.').waitFor({ state: 'attached' })
    // On a loaded machine the sensor can miss an arrow pressed in the frame it lifted the chapter: one that
    // brought no announcement is pressed again (an announced one is never repeated, so it cannot overshoot).
    const overTwo = page.getByText('Who wears what is over position 2.')
    for (let tries = 1; ; tries += 1) {
      if ((await overTwo.count()) === 0) await page.keyboard.press('ArrowDown')
      const announced = await overTwo
        .waitFor({ state: 'attached', timeout: 3_000 })
        .then(() => true)
        .catch((error: unknown) => {
          if (tries >= 5) throw error
          return false
        })
      if (announced) break
    }
    await page.keyboard.press('Space')
    await expect
      .poll(() => chapterTitles(page, 'Section 1'))
      .toEqual(['Chapter 2', 'Who wears what', 'Chapter 3'])

    await page.getByRole('button', { name: 'Edit quiz of Who wears what' }).click()
    const quiz = page.getByRole('dialog', { name: 'Quiz: Who wears what' })
    await quiz.getByLabel('Import CSV').setInputFiles(QUIZ)
    await quiz.getByText('Row 6: Correct Answer Number must be one number from 1 to 4').waitFor()
    await expect.poll(() => quiz.getByRole('textbox', { name: /^Question \d+$/ }).count()).toBe(20)
    await quiz.getByRole('button', { name: 'Save quiz' }).click()
    await page.getByRole('button', { name: 'Edit quiz of Who wears what' }).getByText('Quiz (20)').waitFor()

    await page.getByRole('button', { name: 'Add video topic to Chapter 2' }).click()
    await page
      .getByRole('status')
      .filter({ hasText: CUSTOM_TRAINING_TEXTS.saved })
      .waitFor({ timeout: 10_000 })

    // A slow uplink: about 1 MB/s, so the 6 MB video is still going when the page reloads.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 1024 * 1024,
    })
    await page
      .getByRole('group', { name: 'Video of Topic 1' })
      .locator('input[type=file]')
      .setInputFiles(VIDEO)
    const progress = page.getByRole('progressbar', { name: /Uploading induction/ })
    await expect
      .poll(async () => Number(await progress.getAttribute('value')), { timeout: 20_000 })
      .toBeGreaterThan(15)
    await page.reload()
    await page.getByRole('textbox', { name: 'Training name' }).waitFor()
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    })
    await page
      .getByRole('group', { name: 'Video of Topic 1' })
      .locator('input[type=file]')
      .setInputFiles(VIDEO)
    await page.getByText(/resumed at \d+%/).waitFor({ timeout: 10_000 })
    await page.getByText('Uploaded induction').waitFor({ timeout: 30_000 })
    await page
      .getByRole('status')
      .filter({ hasText: CUSTOM_TRAINING_TEXTS.saved })
      .waitFor({ timeout: 10_000 })

    // A change typed just before leaving for another page is saved on the way out, not kept in the browser.
    const flushed = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes(courseId))
    await page.getByRole('textbox', { name: 'Training name' }).fill('Visitor badges at the door')
    await page
      .getByRole('complementary', { name: 'Sidebar' })
      .getByRole('link', { name: 'Custom Training' })
      .click()
    expect((await flushed).ok()).toBe(true)
    await page.goto(`/edit/${courseId}`)
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Training name' }).inputValue(), { timeout: 10_000 })
      .toBe('Visitor badges at the door')
    expect(await page.getByText(CUSTOM_TRAINING_TEXTS.restored).count()).toBe(0)

    await page.getByRole('button', { name: 'Publish' }).click()
    await page.getByText(CUSTOM_TRAINING_TEXTS.published).first().waitFor()
    await page.goto(`/courses/${courseId}/settings`)
    await page.getByRole('button', { name: 'Assign training' }).click()
    await page
      .getByRole('dialog', { name: 'Assign training' })
      .getByRole('button', { name: 'Start training' })
      .click()
    await page.getByText(TRAINING_TEXTS.started).first().waitFor()

    await page.goto(`/preview/${courseId}`)
    await page.getByRole('heading', { name: 'Visitor badges' }).waitFor()
    await page.getByRole('button', { name: '1. Chapter 2' }).click()
    expect(await page.locator('video').count()).toBe(1)
  })

  it(`pins ${MAX_PINNED_VIDEOS} videos and finds the next one refused`, async () => {
    const page = session.page()
    await page.goto('/learning/videos?languageCode=en')
    const cards = page.getByRole('list', { name: 'Videos' }).getByRole('listitem')
    await expect.poll(() => cards.count()).toBeGreaterThan(MAX_PINNED_VIDEOS)
    for (let i = 0; i < MAX_PINNED_VIDEOS; i += 1) {
      await cards.nth(i).getByRole('button').click()
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('button', { name: 'Pin video' }).click()
      await dialog.getByText(VIDEO_TEXTS.confirmPin).waitFor()
      await dialog.getByRole('button', { name: 'Add' }).click()
      await dialog.getByRole('button', { name: 'Unpin video' }).waitFor()
      await dialog.getByRole('button', { name: 'Close' }).click()
      await dialog.waitFor({ state: 'detached' })
    }
    await page.getByText(VIDEO_TEXTS.pinned).first().waitFor()
    await cards.nth(MAX_PINNED_VIDEOS).getByRole('button').click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('note').filter({ hasText: VIDEO_TEXTS.pinLimit }).waitFor()
    expect(await dialog.getByRole('button', { name: 'Pin video' }).isDisabled()).toBe(true)
  })
})
