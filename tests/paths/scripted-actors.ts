import { fromPromise, type AnyActorLogic } from 'xstate'

// Actors for view runs whose outcome the path decides: each call waits until the runner settles it.

/** What `settle` answers for a root-level invoke that already finished: the real one cannot finish twice. */
export const ALREADY_SETTLED = Symbol('already settled')
export interface ScriptedActors {
  logics: Record<string, AnyActorLogic>
  /** Settles the call running under `id` and returns the input the view's machine gave it. */
  settle(id: string, outcome: { output?: unknown; error?: unknown; failed: boolean }): Promise<unknown>
}

/**
 * `ids` are the sources the machine names. One source invoked under several ids (the first page and the next
 * ones of a list) waits under each invoke's id, which is what paths settle.
 */
export function createScriptedActors(ids: readonly string[]): ScriptedActors {
  const waiting = new Map<
    string,
    { input: unknown; resolve: (value: unknown) => void; reject: (error: unknown) => void }
  >()
  const logics = Object.fromEntries(
    ids.map((id) => [
      id,
      fromPromise(
        ({ self, input }) =>
          new Promise((resolve, reject) => void waiting.set(self.id, { input, resolve, reject })),
      ),
    ]),
  )
  const settled = new Set<string>()
  return {
    logics,
    async settle(id, outcome) {
      for (let tries = 0; !waiting.has(id); tries += 1) {
        // A root-level invoke the graph still offers after it finished: the real one cannot finish twice.
        if (tries > 200 && settled.has(id)) return ALREADY_SETTLED
        if (tries > 200) throw new Error(`The view never started actor "${id}"`)
        await new Promise((resolve) => setTimeout(resolve, 5))
      }
      settled.add(id)
      const call = waiting.get(id)!
      waiting.delete(id)
      if (outcome.failed) call.reject(outcome.error)
      else call.resolve(outcome.output)
      return call.input
    },
  }
}
