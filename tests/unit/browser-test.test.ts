import { describe, expect, it } from 'vitest'
import { machineById } from '../../machines/registry'
import { generatePaths } from '../../machines/tooling/graph'
import { traceEvents } from '../../machines/tooling/replay'
import { browserTestOf, journeyAsBrowserTest } from '../../src/visualizer/browser-test'
import type { MachineEntry } from '../../machines/flow'

const login = machineById('login')!

function exportOf(entry: MachineEntry, pick: (types: string[], input: unknown) => boolean) {
  const path = generatePaths(entry).find((candidate) =>
    pick(
      candidate.steps.slice(1).map((step) => step.event.type),
      candidate.input,
    ),
  )!
  const events = path.steps.slice(1).map((step) => step.event)
  return browserTestOf(entry, path, traceEvents(entry, events, path.input).snapshots, path.input, 'a path')
}

describe('a path as a browser test', () => {
  it('fills the fields by label, clicks by role and name, and waits for the landing page', () => {
    const test = journeyAsBrowserTest(login, 'Reaches signedIn')
    if (!test.ok) throw new Error(test.reason)
    const lines = test.text.split('\n').map((line) => line.trim())
    const fill = lines.findIndex((line) =>
      line.includes(".getByLabel('Email', { exact: true }).fill('admin@acme.example')"),
    )
    const click = lines.findIndex((line) =>
      line.includes(".getByRole('button', { name: 'Log in', exact: true }).click()"),
    )
    expect(fill).toBeGreaterThan(lines.indexOf("await page.goto('/login')"))
    expect(click).toBeGreaterThan(fill)
    expect(lines.at(-4)).toBe("await page.waitForURL((url) => url.pathname === '/home')")
    // Busy states pass too fast against a real gateway to wait for.
    expect(test.text).not.toContain('Signing in…')
  })

  it('answers a call the path makes fail before the action that makes it, once, and waits for the message', () => {
    const test = journeyAsBrowserTest(login, 'validateLogin fails → editing')
    if (!test.ok) throw new Error(test.reason)
    const route = test.text.indexOf("await page.route('**/api/v1/user/login/validate'")
    expect(route).toBeGreaterThan(0)
    expect(route).toBeLessThan(test.text.indexOf(".fill('admin@acme.example')"))
    expect(test.text).toContain('status: 400')
    expect(test.text).toContain('{ times: 1 }')
    expect(test.text).toContain(
      "await page.getByText('Invalid login credentials', { exact: true }).first().waitFor()",
    )
  })

  it('aborts the call for a path that loses the network', () => {
    const path = generatePaths(login).find(
      (candidate) =>
        (candidate.input as { magicLinkToken: string | null }).magicLinkToken === null &&
        candidate.steps.some((step) => (step.event as { error?: { offline?: boolean } }).error?.offline),
    )!
    const events = path.steps.slice(1).map((step) => step.event)
    const test = browserTestOf(
      login,
      path,
      traceEvents(login, events, path.input).snapshots,
      path.input,
      'offline',
    )
    if (!test.ok) throw new Error(test.reason)
    expect(test.text).toContain("(route) => route.abort('failed'), { times: 1 })")
    expect(test.text).toContain(
      "await page.getByText('Something went wrong. Please, try again later', { exact: true })",
    )
  })

  it('says why a path cannot be one', () => {
    const fromLink = exportOf(
      login,
      (_types, input) => (input as { magicLinkToken: string | null }).magicLinkToken !== null,
    )
    expect(fromLink).toEqual({ ok: false, reason: 'This path starts from a link no fixed address gives.' })

    const withoutBack = {
      ...login,
      ui: { ...login.ui!, events: { 'login.submit': login.ui!.events['login.submit'] } },
    }
    expect(exportOf(withoutBack, (types) => types.includes('twoFactor.back'))).toEqual({
      ok: false,
      reason: 'No user action sends twoFactor.back in this flow.',
    })

    const withoutCalls = { ...login, ui: { ...login.ui!, calls: {} } }
    expect(exportOf(withoutCalls, (types) => types.includes('xstate.error.actor.validateLogin'))).toEqual({
      ok: false,
      reason: 'The flow does not say which address validateLogin calls.',
    })

    const noUi = machineById('deleteUser')!
    expect(noUi.ui).toBeUndefined()
    expect(exportOf(noUi, () => true)).toEqual({
      ok: false,
      reason: `${noUi.title} declares no user actions yet.`,
    })
  })
})
