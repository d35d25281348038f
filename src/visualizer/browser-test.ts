import type { StatePath } from '@xstate/graph'
import type { AnyMachineSnapshot, EventObject } from 'xstate'
import type { MachineEntry } from '../../machines/flow'
import { actionsFor, type Scope, type Sight, type UserAction } from '../../machines/flow-ui'
import type { ApiFailure } from '../domain/api-failure'
import { generatePaths } from '../../machines/tooling/graph'
import { traceEvents } from '../../machines/tooling/replay'
import { eventLabel, intentsOf, journeysOf, stateName } from './path-names'

// "Copy as browser test": a generated path as a test of the real console in Chromium, in the e2e suite's own
// style. The path's user events become the actions its flow declares (controls by role and name, fields by
// label); each state at rest becomes a wait for what the user sees there; a call the path makes fail is
// answered by the browser with the path's failure, and every other call goes to the real gateway.

type Path = StatePath<AnyMachineSnapshot, EventObject>

export type BrowserTest = { ok: true; text: string } | { ok: false; reason: string }

/** Where an exported test lives: its imports are relative to this folder. */
export const EXPORTED_TESTS_DIR = 'tests/e2e/exported'

/** A single-quoted TypeScript string. */
function quote(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`
}

function scoped(within: Scope | undefined): string {
  return within ? `page.getByRole(${quote(within.role)}, { name: ${quote(within.name)} })` : 'page'
}

function actionLine(action: UserAction): string {
  const from = scoped(action.within)
  switch (action.do) {
    case 'click':
      return `await ${from}.getByRole(${quote(action.role)}, { name: ${quote(action.name)}, exact: true }).click()`
    case 'fill':
      return `await ${from}.getByLabel(${quote(action.label)}, { exact: true }).fill(${quote(action.value)})`
    case 'check':
      return `await ${from}.getByLabel(${quote(action.label)}, { exact: true }).check()`
  }
}

function sightLine(sight: Sight): string {
  if ('path' in sight) return `await page.waitForURL((url) => url.pathname === ${quote(sight.path)})`
  if ('text' in sight) return `await page.getByText(${quote(sight.text)}, { exact: true }).first().waitFor()`
  return `await page.getByRole(${quote(sight.role)}, { name: ${quote(sight.name)}, exact: true }).first().waitFor()`
}

/** The gateway's structured refusal for a scripted failure, as the console's error catalogue reads it. */
function failureRoute(glob: string, error: unknown): string {
  const failure = error as Partial<ApiFailure> | undefined
  if (failure?.offline) return `await page.route(${quote(glob)}, (route) => route.abort('failed'), { times: 1 })`
  const code = failure?.code ?? 'error'
  const message = failure?.message ?? ''
  const body = `{ error: { code: ${quote(code)}, message: ${quote(message)}, details: [{ code: ${quote(code)}, description: ${quote(message)} }] } }`
  return `await page.route(${quote(glob)}, (route) => route.fulfill({ status: ${failure?.status ?? 500}, json: ${body} }), { times: 1 })`
}

/**
 * The path as a browser test, or why it cannot be one: an event no user sends, a failing call whose address the
 * flow does not declare, a start no console address gives. `snapshots` are the path's exact states, one per step.
 */
export function browserTestOf(
  entry: MachineEntry,
  path: Path,
  snapshots: readonly AnyMachineSnapshot[],
  input: unknown,
  title: string,
): BrowserTest {
  const ui = entry.ui
  if (!ui) return { ok: false, reason: `${entry.title} declares no user actions yet.` }
  const route = ui.route(input)
  if (route === null) return { ok: false, reason: 'This path starts from a link no fixed address gives.' }

  // Lines per step, so a failure can be set up before the user action that makes the call; it answers once.
  const blocks: string[][] = [[`await page.goto(${quote(route)})`]]
  let lastAction = 0
  const steps = path.steps
  for (let index = 1; index < steps.length; index += 1) {
    const event = steps[index]!.event
    const lines = [`// ${eventLabel(event)} → ${stateName((snapshots[index] ?? steps[index]!.state).value)}`]
    const actions = actionsFor(ui, event)
    const failed = /^xstate\.error\.actor\.(.+)$/.exec(event.type)
    if (actions) {
      lines.push(...actions.map(actionLine))
      lastAction = blocks.length
    } else if (failed) {
      const glob = ui.calls?.[failed[1]!]
      if (!glob) return { ok: false, reason: `The flow does not say which address ${failed[1]} calls.` }
      blocks[lastAction]!.unshift(
        `// ${failed[1]} fails as this path says`,
        failureRoute(glob, (event as EventObject & { error?: unknown }).error),
      )
    } else if (!/^xstate\.(done\.actor|after)\./.test(event.type)) {
      return { ok: false, reason: `No user action sends ${event.type} in this flow.` }
    }
    const snapshot = snapshots[index]
    if (snapshot && !snapshot.hasTag('busy')) lines.push(...ui.sights(snapshot).map(sightLine))
    blocks.push(lines)
  }
  const first = snapshots[0]
  if (first && !first.hasTag('busy')) blocks[0]!.push(...ui.sights(first).map(sightLine))

  const body = blocks.flat().map((line) => `    ${line}`)
  const imports = [
    "import { describe, it } from 'vitest'",
    "import { browserPerFile } from '../browser'",
    ...(ui.signedInAs ? ["import { signInByCall } from '../pages/login.page'"] : []),
    "import { gateway } from '../worker-gateway'",
  ]
  return {
    ok: true,
    text: [
      `// Exported from the visualizer: flow ${entry.id}, journey "${title}".`,
      `// Calls answer from the real gateway unless the path makes them fail. Save as ${EXPORTED_TESTS_DIR}/<name>.test.ts.`,
      ...imports,
      '',
      'const session = browserPerFile(gateway().baseUrl, { freshPage: true })',
      '',
      `describe(${quote(entry.title)}, () => {`,
      `  it(${quote(title)}, async () => {`,
      '    const page = session.page()',
      ...(ui.signedInAs ? [`    await signInByCall(page, ${quote(ui.signedInAs)})`] : []),
      ...body,
      '  })',
      '})',
      '',
    ].join('\n'),
  }
}

/**
 * The browser test of a flow's journey by its name, as the visualizer's Paths tab lists it: its shortest path
 * the path the tab shows for it, else its shortest one a browser can take.
 */
export function journeyAsBrowserTest(entry: MachineEntry, journeyName: string): BrowserTest {
  const paths = generatePaths(entry)
  const shown = paths[journeysOf(paths).find((journey) => journey.name === journeyName)?.index ?? -1]
  const members = [
    ...(shown ? [shown] : []),
    ...paths
      .filter((path) => path !== shown && intentsOf(path).some((intent) => intent.name === journeyName))
      .sort((a, b) => a.steps.length - b.steps.length),
  ]
  if (members.length === 0) return { ok: false, reason: `${entry.id} has no journey "${journeyName}".` }
  let refusal: BrowserTest = { ok: false, reason: '' }
  for (const path of members) {
    const input = (path as { input?: unknown }).input ?? entry.scenarios.inputs?.[0]
    const events = path.steps.slice(1).map((step) => step.event)
    const test = browserTestOf(entry, path, traceEvents(entry, events, input).snapshots, input, journeyName)
    if (test.ok) return test
    if (!refusal.reason) refusal = test
  }
  return refusal
}

/** The flow and journey an exported test names in its first line. */
export function exportedFrom(text: string): { flow: string; journey: string } | null {
  const match = /^\/\/ Exported from the visualizer: flow (\S+), journey "(.+)"\.$/m.exec(text)
  return match ? { flow: match[1]!, journey: match[2]! } : null
}
