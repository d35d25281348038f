import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { format, resolveConfig } from 'prettier'
import { beforeAll, describe, expect, it } from 'vitest'
import { registry } from '../../machines/registry'
import { EXPORTED_TESTS_DIR } from '../../src/visualizer/browser-test'
import { browserPerFile } from './browser'
import { LoginPage } from './pages/login.page'
import { VisualizerPage } from './pages/visualizer.page'
import { gateway } from './worker-gateway'

const session = browserPerFile(gateway().baseUrl, { freshPage: false })

beforeAll(async () => {
  const page = session.page()
  await page.goto('/machines')
  await new LoginPage(page).signIn('support@platform.example')
  await page.getByRole('heading', { name: 'Flows', level: 1 }).waitFor({ timeout: 15_000 })
})

/** Every state's box lies inside the chart's frame. */
async function expectAllStatesInside(page: Page) {
  const frame = (await page.getByRole('img', { name: 'Statechart' }).boundingBox())!
  await expect
    .poll(
      async () =>
        (
          await page
            .locator('[data-state-id]')
            .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().toJSON() as DOMRect))
        ).filter(
          (box) =>
            box.x < frame.x - 1 ||
            box.y < frame.y - 1 ||
            box.x + box.width > frame.x + frame.width + 1 ||
            box.y + box.height > frame.y + frame.height + 1,
        ).length,
    )
    .toBe(0)
}

describe('machine visualizer in Chromium', () => {
  it('lists every registered machine', async () => {
    const visualizer = new VisualizerPage(session.page())
    expect(await visualizer.machineCards().count()).toBe(registry.length)
    for (const entry of registry)
      await session.page().getByRole('link', { name: entry.title, exact: true }).waitFor()
  })

  it('finds a flow by an event name, grouped by its area', async () => {
    const visualizer = new VisualizerPage(session.page())
    await visualizer.search('code.resend')
    await session.page().getByRole('region', { name: 'Sign-in' }).waitFor()
    await session.page().getByRole('link', { name: 'Two-factor login', exact: true }).waitFor()
    expect(await visualizer.machineCards().count()).toBeLessThan(registry.length)
    await visualizer.search('')
    expect(await visualizer.machineCards().count()).toBe(registry.length)
  })

  it('draws the session machine and moves the highlight on a simulated event', async () => {
    const visualizer = new VisualizerPage(session.page())
    await visualizer.openMachine('Session')
    for (const id of ['session.booting', 'session.signedIn', 'session.offline'])
      await visualizer.state(id).waitFor()
    await visualizer.seeActive('session.booting')
    await visualizer.chooseOutcome('restoreSession', '"kind":"identity"')
    await visualizer.seeActive('session.loadingUser')
    expect(await session.page().getByTestId('simulated-state').textContent()).toContain('loadingUser')
    await session
      .page()
      .getByRole('button', { name: /^0\. start/ })
      .click()
    await visualizer.seeActive('session.booting')
  })

  it('plays a generated path step by step', async () => {
    const visualizer = new VisualizerPage(session.page())
    await visualizer.openTab('Paths')
    // Journeys first: the shortest way to each end, failure and refusal; the full list one click away.
    const journeys = session.page().getByRole('listbox', { name: 'Journey' })
    expect(await journeys.locator('optgroup').first().getAttribute('label')).toMatch(
      /^(To the end|When a call fails) \(\d+\)$/,
    )
    expect(await journeys.locator('option').first().textContent()).toMatch(/^1\. .+ · \d+ paths?$/)
    await session
      .page()
      .getByRole('button', { name: /^Show all \d+ paths$/ })
      .click()
    await session.page().getByRole('textbox', { name: 'Filter paths' }).fill('fetchCompany succeeded')
    // Each path is named by where it ends and the event that took it there, never by JSON.
    const first = session.page().getByRole('listbox', { name: 'Path' }).locator('option').first()
    expect(await first.textContent()).toMatch(/^\d+\. → \S+.* after /)
    await session.page().getByRole('listbox', { name: 'Path' }).selectOption({ index: 0 })
    await visualizer.seeActive('session.booting')
    await session.page().getByRole('button', { name: 'Next step' }).click()
    await session.page().getByText('Step 1 of').waitFor()
    const active = await session
      .page()
      .locator('[data-state-id][data-active="true"]')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-state-id')))
    expect(active).not.toContain('session.booting')
    expect(await session.page().locator('[data-edge-key][data-active="true"]').count()).toBeGreaterThan(0)
  })

  it('lets a designer fire pills to the lockout, step back in time, play a named path and read coverage', async () => {
    const page = session.page()
    await page.goto('/machines/twoFactorLogin')
    const visualizer = new VisualizerPage(page)
    await page.getByRole('img', { name: 'Statechart' }).waitFor({ timeout: 15_000 })
    // Fit shows every state; where the type is then too small to read, a click on a state zooms into it.
    await expectAllStatesInside(page)
    const zoom = async () => Number((await page.getByTestId('zoom-level').textContent())?.replace('%', ''))
    if ((await zoom()) * 14 < 1200) {
      await page.getByRole('status').filter({ hasText: 'Click a state to zoom in' }).waitFor()
      await page.locator('[data-state-id="twoFactorLogin.enteringCode"]').click()
      await expect.poll(zoom).toBeGreaterThanOrEqual(86)
      await page.getByRole('button', { name: 'Fit to view' }).click()
    }
    await visualizer.seeActive('twoFactorLogin.sendingCode')
    // Only what the current state can take is a button; "done: sendCode" carries no data and fires at once.
    expect(await page.getByRole('button', { name: 'Fire code.submit [isValidCode]' }).count()).toBe(0)
    await visualizer.firePill('done: sendCode')
    await visualizer.seeActive('twoFactorLogin.enteringCode')
    await visualizer.firePill('code.submit [isValidCode]')
    await visualizer.sendFromDialog('code.submit', 'code.submit')
    await visualizer.seeActive('twoFactorLogin.verifying')
    // Zoomed in past the whole chart, the overview frames the part on screen; Fit brings every state back.
    const chart = (await page.getByRole('img', { name: 'Statechart' }).boundingBox())!
    await page.mouse.move(chart.x + chart.width / 2, chart.y + chart.height / 2)
    for (const _ of [1, 2, 3, 4, 5, 6, 7, 8]) await page.mouse.wheel(0, -100)
    const overview = page.getByRole('button', { name: 'Chart overview: click to move the view there' })
    await overview.waitFor()
    await page.getByRole('button', { name: 'Fit to view' }).click()
    await overview.waitFor({ state: 'detached' })
    await expectAllStatesInside(page)
    await visualizer.firePill('error: verifyCode [isPersistentFailure]')
    await visualizer.sendFromDialog('error: verifyCode', 'xstate.error.actor.verifyCode', '60203')
    await visualizer.seeActive('twoFactorLogin.blocked')
    expect(await page.getByTestId('simulated-context').textContent()).toContain(
      'The number of attempts has been exhausted',
    )
    // Time travel: back to the code entry, then forward again.
    await page.getByRole('button', { name: /^1\. / }).click()
    await visualizer.seeActive('twoFactorLogin.enteringCode')
    await page.getByRole('button', { name: /^3\. / }).click()
    await visualizer.seeActive('twoFactorLogin.blocked')

    await visualizer.openTab('Paths')
    await page.getByRole('button', { name: /^Show all \d+ paths$/ }).click()
    await page.getByRole('textbox', { name: 'Filter paths' }).fill('blocked')
    const path = page.getByRole('listbox', { name: 'Path' })
    expect(await path.locator('option').first().textContent()).toMatch(/→ blocked/)
    await path.selectOption({ index: 0 })
    await page.getByRole('button', { name: 'Play' }).click()
    await visualizer.seeActive('twoFactorLogin.blocked')

    // Coverage ships with the build: `npm test` runs the paths suite before the e2e build.
    await visualizer.openTab('Coverage')
    await page.getByText(/^Model: states \d+ of \d+, transitions \d+ of \d+$/).waitFor()
    await page.getByText(/^View: states \d+ of \d+, transitions \d+ of \d+$/).waitFor()

    // What changed since the version the build compared with (the commit before HEAD on a clone without tags).
    await visualizer.openTab('Changes')
    await page.getByText(/^Since \S+ \(\w+, “.+”\): (nothing changed in this flow\.|\d+ changes?\.)/).waitFor()
  })

  it('lets a tester list what is uncovered and copy a path as a test', async () => {
    const page = session.page()
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto('/machines/campaignWizard')
    const visualizer = new VisualizerPage(page)
    await page.getByRole('img', { name: 'Statechart' }).waitFor({ timeout: 15_000 })
    await visualizer.openTab('Coverage')
    const uncovered = page.getByRole('list', { name: 'Uncovered' })
    if ((await uncovered.count()) > 0)
      for (const item of await uncovered.getByRole('listitem').allTextContents())
        expect(item).toMatch(/ — (Excluded: .+|Missing: no generated path takes it)$/)
    else await page.getByText('Nothing: every state and transition was taken.').waitFor()
    await page.getByRole('button', { name: 'Show coverage overlay' }).click()
    expect(await page.locator('[data-edge-key]').count()).toBeGreaterThan(10)

    await visualizer.openTab('Paths')
    await page.getByRole('button', { name: /^Show all \d+ paths$/ }).click()
    await page.getByRole('textbox', { name: 'Filter paths' }).fill('launched')
    await page.getByRole('listbox', { name: 'Path' }).selectOption({ index: 0 })
    await page.getByRole('button', { name: 'Copy as machine test' }).click()
    await page.getByRole('button', { name: 'Copied' }).waitFor()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toContain("machineById('campaignWizard')")
    expect(copied).toMatch(/launched/)
  })

  it('copies a sign-in journey as the browser test the e2e suite runs', async () => {
    const page = session.page()
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto('/machines/login')
    await page.getByRole('img', { name: 'Statechart' }).waitFor({ timeout: 15_000 })
    await new VisualizerPage(page).openTab('Paths')
    // The first journey: the shortest way to the flow's end, from /login.
    await page
      .getByRole('listbox', { name: 'Journey' })
      .getByRole('option', { name: /Reaches signedIn/, selected: true })
      .waitFor()
    await page.getByRole('button', { name: 'Copy as browser test' }).click()
    await page.getByRole('button', { name: 'Copied' }).waitFor()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    const file = `${EXPORTED_TESTS_DIR}/login-signs-in.test.ts`
    expect(await format(copied, { ...(await resolveConfig(file)), parser: 'typescript' })).toBe(
      readFileSync(file, 'utf8'),
    )
  })

  it('narrows the list to the flows of the page a staff member came from', async () => {
    const page = session.page()
    await page.goto('/machines?page=%2Flogin')
    await page.getByText('The flows that run on').waitFor()
    await page.getByRole('region', { name: 'On /login' }).waitFor()
    await page.getByRole('link', { name: 'Two-factor login', exact: true }).waitFor()
    expect(await page.getByRole('link', { name: 'Campaign wizard', exact: true }).count()).toBe(0)
  })

  // Last: the console tab's logout ends the session this file shares.
  it('shows a console opened with ?inspect live', async () => {
    await session.page().goto('/machines/session')
    const visualizer = new VisualizerPage(session.page())
    await session.page().getByRole('img', { name: 'Statechart' }).waitFor({ timeout: 15_000 })
    await visualizer.openTab('Live')
    const consoleTab = await session.context().newPage()
    await consoleTab.goto('/home?inspect')
    await consoleTab.getByRole('heading', { name: 'Get started' }).waitFor({ timeout: 15_000 })
    await session
      .page()
      .getByRole('list', { name: 'Live actors' })
      .getByRole('button', { name: /^session/ })
      .first()
      .click()
    await visualizer.seeActive('session.signedIn')
    await consoleTab.getByRole('button', { name: 'User menu' }).click()
    await consoleTab.getByRole('menuitem', { name: 'Logout' }).click()
    await session
      .page()
      .getByRole('list', { name: 'Live events' })
      .getByText('session.signOut')
      .first()
      .waitFor({ timeout: 10_000 })
    await visualizer.seeActive('session.signedOut')
    await consoleTab.close()
  })
})
