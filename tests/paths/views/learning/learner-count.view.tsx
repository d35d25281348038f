import { act, render, screen } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import { expect } from 'vitest'
import type { ActorRefFrom, AnyActorLogic } from 'xstate'
import {
  learnerCountMachine,
  type LearnerCountEvent,
} from '../../../../machines/learning/learner-count.machine'
import { learnerCountText } from '../../../../src/domain/training-campaign'
import { LearnerCountLine } from '../../../../src/features/learning/LearnerCountLine'
import { LEARNER_COUNT_TEXTS } from '../../../../src/features/learning/learner-count-selectors'
import { createScriptedActors } from '../../scripted-actors'
import type { ViewAdapter } from '../../view-adapter'

// The count's line under the training form's audience. The audience is the form's message, not a control of the
// line's own, so it is sent as the form sends it; a retry is the line's button.
const mounted: { actor: ActorRefFrom<typeof learnerCountMachine> | null } = { actor: null }

function Harness({ logic }: { logic: typeof learnerCountMachine }) {
  const count = useActorRef(logic)
  useEffect(() => {
    mounted.actor = count
  }, [count])
  return <LearnerCountLine count={count} />
}

export const learnerCountView: ViewAdapter<LearnerCountEvent> = {
  machineId: 'learnerCount',
  mount() {
    const scripted = createScriptedActors(['countLearners'])
    render(
      <Harness
        logic={learnerCountMachine.provide({
          actors: scripted.logics as Record<'countLearners', AnyActorLogic>,
        })}
      />,
    )
    return { scripted, spies: {} }
  },
  async perform(event, user) {
    if (event.type === 'audience') return void act(() => mounted.actor!.send(event))
    if (event.type === 'count.retry')
      return void (await user.click(screen.getByRole('button', { name: 'Try again' })))
    throw new Error(`No user action for ${JSON.stringify(event)}`)
  },
  expectState(snapshot) {
    const { count, failure } = snapshot.context as { count: number | null; failure: string | null }
    const line = document.querySelector('[aria-live="polite"]')!
    if (snapshot.matches('counting')) expect(line).toHaveTextContent(LEARNER_COUNT_TEXTS.counting)
    else if (snapshot.matches('failed'))
      expect(line).toHaveTextContent(`${LEARNER_COUNT_TEXTS.failed} ${failure}`)
    else if (snapshot.matches('counted')) expect(line).toHaveTextContent(learnerCountText(count!))
    else expect(line).toBeEmptyDOMElement()
    if (snapshot.matches('failed')) expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
    else expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  },
}
