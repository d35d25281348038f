import { useActorRef } from '@xstate/react'
import { useEffect, type ReactNode } from 'react'
import type { ActorRefFrom, AnyStateMachine, InputFrom } from 'xstate'

/**
 * Starts a page's screen machine as its route does and draws its view; the started actor is handed to `onStart`
 * for the path steps (each screen adapter reads its children from it).
 */
export function ScreenHarness<Logic extends AnyStateMachine>({
  logic,
  input,
  onStart,
  view,
}: {
  logic: Logic
  input: InputFrom<Logic>
  onStart: (screen: ActorRefFrom<Logic>) => void
  view: (screen: ActorRefFrom<Logic>) => ReactNode
}) {
  const actor = useActorRef(logic, { input }) as ActorRefFrom<Logic>
  useEffect(() => {
    onStart(actor)
  }, [actor, onStart])
  return view(actor)
}
