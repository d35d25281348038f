import type { AnyStateMachine, EventFrom } from 'xstate'
import type { FlowUi } from './flow-ui'
import type { Scenarios } from './scenarios'

/** A flow as the path runner, the bench and the visualizer see it: its machine, what it is, its scenarios. */
export interface MachineEntry {
  id: string
  /** The machine's file name without `.machine.ts`; its view for the path tests is `<file>.view.tsx`. */
  file: string
  title: string
  description: string
  routes: string[]
  machine: AnyStateMachine
  scenarios: Scenarios
  /** How a user drives it in the console, for flows whose paths export as browser tests. */
  ui?: FlowUi
}

/**
 * The one declaration of a flow, next to its scenarios. The scenarios are typed against their own machine;
 * the list holds them as any machine's, which TypeScript cannot widen by itself (the abstraction function
 * takes the machine's own context), so the widening happens here once instead of per entry.
 */
export function defineFlow<TMachine extends AnyStateMachine>(
  flow: Omit<MachineEntry, 'machine' | 'scenarios' | 'ui'> & {
    machine: TMachine
    scenarios: Scenarios<TMachine>
    ui?: FlowUi<EventFrom<TMachine>>
  },
): MachineEntry {
  return flow as unknown as MachineEntry
}
