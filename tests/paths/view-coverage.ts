import { StateMachine, type InspectionEvent } from 'xstate'

// Coverage of the view runs, recorded from the machine the view itself runs. Views create their actors inside
// React hooks (41 harnesses, each with its own options), so the harness reaches every new actor system where
// XState builds a machine's first snapshot and subscribes through the system's public `inspect`. Every event
// of that system then reaches the listener, which keeps only its own machine's (the coverage recorder's filter).

type Listener = (event: InspectionEvent) => void

let listener: Listener | null = null
const hooked = new WeakSet<object>()
const proto = StateMachine.prototype as unknown as {
  getInitialSnapshot: (
    this: unknown,
    scope: { system: object; self: { _parent?: unknown } },
    input?: unknown,
  ) => unknown
}
const original = proto.getInitialSnapshot
proto.getInitialSnapshot = function (scope, input) {
  const system = scope.system as { inspect: (observer: Listener) => void }
  if (!hooked.has(system)) {
    hooked.add(system)
    system.inspect((event) => listener?.(event))
  }
  return original.call(this, scope, input)
}

/** Runs `body` with every view actor's inspection events going to `inspect`. */
export async function recordingViews<T>(inspect: Listener, body: () => Promise<T>): Promise<T> {
  listener = inspect
  try {
    return await body()
  } finally {
    listener = null
  }
}
