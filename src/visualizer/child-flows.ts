import { StateMachine, type AnyActorLogic } from 'xstate'
import type { MachineEntry } from '../../machines/flow'

/** The root machine id of an actor logic, when it is a machine (a screen's child flows are). */
const machineIdOf = (logic: AnyActorLogic) => (logic instanceof StateMachine ? logic.root.id : null)

const actorsOf = (entry: MachineEntry) =>
  Object.values((entry.machine.implementations as { actors: Record<string, AnyActorLogic> }).actors)

/** The registered flows a machine starts as its children (a screen machine's wizard, library, builder, …). */
export function childFlows(entry: MachineEntry, registry: readonly MachineEntry[]): MachineEntry[] {
  const ids = new Set(actorsOf(entry).map(machineIdOf))
  return registry.filter((other) => other !== entry && ids.has(other.machine.root.id))
}

/** The registered flows that start this one as a child: the pages it is part of. */
export const parentFlows = (entry: MachineEntry, registry: readonly MachineEntry[]) =>
  registry.filter((other) => other !== entry && childFlows(other, registry).includes(entry))
