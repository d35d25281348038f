import { render, screen } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { expect } from 'vitest'
import {
  ONBOARDING_TEXTS,
  type OnboardingContext,
  type OnboardingEvent,
  type OnboardingInput,
  type onboardingMachine,
} from '../../../../machines/home/onboarding.machine'
import { bindOnboarding } from '../../../../src/app/flows/home/onboarding'
import { OnboardingChecklist } from '../../../../src/features/home/OnboardingChecklist'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'

const ALL_DONE = { invite: true, training: true, phishing: true }

function Harness({ logic, input }: { logic: typeof onboardingMachine; input: OnboardingInput }) {
  const actor = useActorRef(logic, { input })
  return <OnboardingChecklist actor={actor} steps={ALL_DONE} />
}

export const onboardingView: ViewAdapter<OnboardingEvent> = {
  machineId: 'onboarding',
  mount(input) {
    const scripted = createScriptedActors(['saveOnboarding'])
    const { deps, spies } = scriptedDeps()
    render(
      <Harness
        input={input as OnboardingInput}
        logic={bindOnboarding(deps).provide({ actors: scripted.logics })}
      />,
    )
    return { scripted, spies }
  },
  async perform(event, user) {
    const name = event.type === 'onboarding.skip' ? ONBOARDING_TEXTS.skip : ONBOARDING_TEXTS.finish
    await user.click(screen.getByRole('button', { name }))
  },
  expectState(snapshot) {
    const context = snapshot.context as OnboardingContext
    const shown = snapshot.matches('open')
    expect(screen.queryByRole('heading', { name: ONBOARDING_TEXTS.title }) !== null).toBe(shown)
    if (shown && context.failure) expect(screen.getByText(context.failure)).toBeTruthy()
  },
}
