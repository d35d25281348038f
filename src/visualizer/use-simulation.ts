import { useMemo, useState } from 'react'
import type { EventObject } from 'xstate'
import type { MachineEntry } from '../../machines/flow'
import { traceEvents } from '../../machines/tooling/replay'

/** The simulator's log and cursor; every snapshot is the log replayed up to the cursor (time travel). */
export function useSimulation(entry: MachineEntry) {
  const [state, setState] = useState<{ log: EventObject[]; cursor: number }>({ log: [], cursor: 0 })
  const trace = useMemo(() => traceEvents(entry, state.log.slice(0, state.cursor)), [entry, state])
  return {
    log: state.log,
    cursor: state.cursor,
    snapshot: trace.snapshots[trace.snapshots.length - 1]!,
    lastEdges: trace.edges[trace.edges.length - 1] ?? [],
    send: (event: EventObject) =>
      setState((s) => ({ log: [...s.log.slice(0, s.cursor), event], cursor: s.cursor + 1 })),
    travel: (cursor: number) => setState((s) => ({ ...s, cursor })),
    load: (events: EventObject[]) => setState({ log: events, cursor: events.length }),
    reset: () => setState({ log: [], cursor: 0 }),
  }
}

export type Simulation = ReturnType<typeof useSimulation>
