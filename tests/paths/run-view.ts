import type { StatePath } from '@xstate/graph'
import { cleanup, prettyDOM, waitFor } from '@testing-library/react'
import { expect } from 'vitest'
import userEvent from '@testing-library/user-event'
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate'
import type { MachineEntry } from '../../machines/flow'
import { Actor, StateMachine } from 'xstate'
import { ownAction, traceEvents, type ExecutedAction } from '../../machines/tooling/replay'
import { ALREADY_SETTLED } from './scripted-actors'
import type { ViewAdapter } from './view-adapter'
import { listenToViews } from './view-coverage'

// Params as the comparison sees them: data only (a callback in params is the binding's, not the step's).
const plain = (actions: ExecutedAction[]) => JSON.parse(JSON.stringify(actions)) as unknown

/** Calls recorded on the spies so far, to tell what one step added. */
const callCounts = (spies: Record<string, { mock: { calls: unknown[] } }>) =>
  Object.fromEntries(Object.entries(spies).map(([name, spy]) => [name, spy.mock.calls.length]))

type Path = StatePath<AnyMachineSnapshot, EventObject>

export function describePath(path: Path): string {
  const events = path.steps
    .slice(1)
    .map((step) => step.event.type.replace(/^xstate\.(done|error)\.actor\./, '$1:'))
  const text = events.join(' → ') || '(start)'
  return text.length > 160 ? `${text.slice(0, 157)}…` : text
}

/** One path on the real view: events become user actions or scripted actor outcomes; each state is asserted as the user sees it. */
export async function runOnView(adapter: ViewAdapter, path: Path, entry: MachineEntry): Promise<void> {
  // Each step is checked against the exact state the path's events lead to: the graph keeps one snapshot for
  // all histories that reach the same abstract state, which may hold another notification, another message.
  const events = path.steps.filter((step, index) => index > 0 || step.event.type !== 'xstate.init')
  const exact = traceEvents(
    entry,
    events.map((step) => step.event),
    (path as { input?: unknown }).input,
  )
  const offset = path.steps.length - events.length
  const exactState = (index: number) => exact.snapshots[index - offset + 1] ?? path.steps[index]!.state
  const exactInputs = (index: number) => exact.inputs[Math.max(0, index - offset + 1)]
  const user = userEvent.setup({ delay: null })
  // The side effects of the view's machine, step by step: the actions it executed (a toast, a navigation, a
  // refresh are all actions of its binding).
  let viewActions: ExecutedAction[] = []
  let viewLogic: AnyStateMachine | null = null
  // An action the binding implements with one of XState's built-ins (sendParent, raise) is reported by the
  // built-in's name, not its own: the model's run of it is not expected among the view's own actions.
  const ownInView = (action: ExecutedAction) => {
    const implementation = viewLogic?.implementations.actions[action.type] as
      { resolve?: unknown } | undefined
    return !(typeof implementation === 'function' && 'resolve' in implementation)
  }
  const stopListening = listenToViews((event) => {
    const logic = event.actorRef instanceof Actor ? event.actorRef.logic : null
    if (!(logic instanceof StateMachine) || logic.root.id !== entry.machine.root.id) return
    viewLogic = logic
    const action = ownAction(event)
    if (action) viewActions.push(action)
  })
  const { scripted, spies } = adapter.mount((path as { input?: unknown }).input)
  let current = 'start'
  let previous: AnyMachineSnapshot | null = null
  try {
    for (const [index, step] of path.steps.entries()) {
      const state = index < offset ? exact.snapshots[0]! : exactState(index)
      current = `${step.event.type} → ${JSON.stringify(step.state.value)}`
      const { type } = step.event
      const before = callCounts(spies)
      if (index > 0) viewActions = []
      const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type)
      if (actor) {
        const event = step.event as EventObject & { output?: unknown; error?: unknown }
        const sent = await scripted.settle(actor[2]!, {
          failed: actor[1] === 'error',
          output: event.output,
          error: event.error,
        })
        // What the view's machine asked the gateway for is what the path's machine asked: a view that sends
        // other values (another code, another audience) fails here even when its screens look right.
        const asked = exactInputs(index - 1)
        if (asked && actor[2]! in asked && sent !== ALREADY_SETTLED)
          expect(sent, `the input of ${actor[2]}`).toEqual(asked[actor[2]!])
      } else if (type !== 'xstate.init' && previous?.can(step.event) !== false) {
        // An event the state refuses changes nothing and the view offers no control for it (the state's DOM
        // check below says so); an event it takes must have its control, there and enabled.
        await adapter.perform(step.event, user)
      }
      previous = state
      // Generous: Ark's dialogs leave after an animation frame, which a loaded CI machine stretched past 3 s
      // once (the plan's downgraded dialog); a passing step returns as soon as its state shows.
      await waitFor(() => adapter.expectState(state, spies), { timeout: 10_000, interval: 10 })
      // The step's side effects are the model's: the same actions with the same params, and no toast,
      // navigation or download of the view's own where the model did nothing.
      const expected = (
        index < offset ? exact.actions[0]! : (exact.actions[index - offset + 1] ?? [])
      ).filter(ownInView)
      expect(plain(viewActions), 'the actions this step executed').toEqual(plain(expected))
      if (expected.length === 0) expect(callCounts(spies), 'side effects without an action').toEqual(before)
    }
  } catch (error) {
    // PATHS_DEBUG=1 prints the page as it was when the step failed.
    if (process.env.PATHS_DEBUG) console.log(prettyDOM(document.body, 50_000))
    throw new Error(`at step ${current}: ${(error as Error).message.split('\n').slice(0, 8).join('\n')}`)
  } finally {
    stopListening()
    cleanup()
  }
}
