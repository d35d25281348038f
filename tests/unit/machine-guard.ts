import type { AnyStateMachine } from 'xstate'

type Guard = (args: { context: unknown; event: unknown }, params?: unknown) => boolean

/** A machine's named guard, called as XState calls it — for the refusals its generated paths never send. */
export function guardOf<Context>(machine: AnyStateMachine, name: string) {
  const guard = (machine.implementations.guards as Record<string, Guard | undefined>)[name]
  if (typeof guard !== 'function') throw new Error(`${machine.id} has no guard ${name}`)
  return (context: Partial<Context>, params?: unknown, event: unknown = { type: 'test' }) =>
    guard({ context, event }, params)
}
