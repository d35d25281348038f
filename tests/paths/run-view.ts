import type { StatePath } from '@xstate/graph'
import { cleanup, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AnyMachineSnapshot, EventObject } from 'xstate'
import type { ViewAdapter } from './view-adapter'

type Path = StatePath<AnyMachineSnapshot, EventObject>

export function describePath(path: Path): string {
  const events = path.steps
    .slice(1)
    .map((step) => step.event.type.replace(/^xstate\.(done|error)\.actor\./, '$1:'))
  const text = events.join(' → ') || '(start)'
  return text.length > 160 ? `${text.slice(0, 157)}…` : text
}

/** One path on the real view: events become user actions or scripted actor outcomes; each state is asserted as the user sees it. */
export async function runOnView(adapter: ViewAdapter, path: Path): Promise<void> {
  const user = userEvent.setup()
  const { scripted, spies } = adapter.mount((path as { input?: unknown }).input)
  let current = 'start'
  try {
    for (const step of path.steps) {
      current = `${step.event.type} → ${JSON.stringify(step.state.value)}`
      const { type } = step.event
      const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type)
      if (actor) {
        const event = step.event as EventObject & { output?: unknown; error?: unknown }
        await scripted.settle(actor[2]!, {
          failed: actor[1] === 'error',
          output: event.output,
          error: event.error,
        })
      } else if (type !== 'xstate.init') {
        await adapter.perform(step.event, user)
      }
      // Generous: Ark's dialogs leave on an exit animation, which a loaded CI machine can stretch past 1.5 s.
      await waitFor(() => adapter.expectState(step.state, spies), { timeout: 3000 })
    }
  } catch (error) {
    throw new Error(`at step ${current}: ${(error as Error).message.split('\n')[0]}`)
  } finally {
    cleanup()
  }
}
