import { StateMachine, type InspectionEvent } from 'xstate'

// What the view's own machine does, recorded as the view ran it: the coverage of view runs, and each step's
// side effects. Views create their actors inside React hooks (41 harnesses, each with its own options), so the
// harness reaches every new actor system where XState builds a machine's first snapshot and subscribes through
// the system's public `inspect` (XState binds the method to each machine as it is built: this file is a setup
// file of the paths project, so it runs before any machine exists). Every event of that system then reaches the listeners, which keep only their
// own machine's.

type Listener = (event: InspectionEvent) => void

const listeners = new Set<Listener>()
const hooked = new WeakSet<object>()
const proto = StateMachine.prototype as unknown as {
  getInitialSnapshot: (this: unknown, scope: { system: object }, input?: unknown) => unknown
}
const original = proto.getInitialSnapshot
proto.getInitialSnapshot = function (scope, input) {
  const system = scope.system as { inspect: (observer: Listener) => void }
  if (!hooked.has(system)) {
    hooked.add(system)
    system.inspect((event) => listeners.forEach((listener) => listener(event)))
  }
  return original.call(this, scope, input)
}

/** Sends every view actor's inspection events to `listener` until the returned function is called. */
export function listenToViews(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Runs `body` with every view actor's inspection events going to `inspect`. */
export async function recordingViews<T>(inspect: Listener, body: () => Promise<T>): Promise<T> {
  const stop = listenToViews(inspect)
  try {
    return await body()
  } finally {
    stop()
  }
}
