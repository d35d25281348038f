import { beforeAll, describe, expect, inject, it } from 'vitest'
import { registry } from '../../machines/registry'
import { browserPerFile } from './browser'
import { LoginPage } from './pages/login.page'
import { VisualizerPage } from './pages/visualizer.page'

const session = browserPerFile(inject('baseUrl'), { freshPage: false })

beforeAll(async () => {
  const page = session.page()
  await page.goto('/machines')
  await new LoginPage(page).signIn('support@platform.example')
  await page.getByRole('heading', { name: 'Flows', level: 1 }).waitFor({ timeout: 15_000 })
})

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
