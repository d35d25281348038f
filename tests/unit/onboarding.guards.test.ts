import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { onboardingMachine, type OnboardingInput } from '../../machines/home/onboarding.machine'

// The generated paths send only what a state accepts; these are the refusals.

function start(input: OnboardingInput) {
  const save = vi.fn(async () => {})
  const actor = createActor(onboardingMachine.provide({ actors: { saveOnboarding: fromPromise(save) } }), {
    input,
  }).start()
  return { actor, save }
}

describe('onboarding guards', () => {
  it('refuses Finish before every step is done, and saves nothing', () => {
    const { actor, save } = start({ completed: false, skipped: false })
    actor.send({ type: 'onboarding.finish', allDone: false })
    expect(actor.getSnapshot().value).toEqual({ open: 'idle' })
    expect(save).not.toHaveBeenCalled()
    actor.send({ type: 'onboarding.finish', allDone: true })
    expect(actor.getSnapshot().value).toEqual({ open: 'saving' })
  })

  it('stays hidden once completed or skipped, whatever is sent', () => {
    for (const input of [
      { completed: true, skipped: false },
      { completed: false, skipped: true },
    ]) {
      const { actor, save } = start(input)
      actor.send({ type: 'onboarding.finish', allDone: true })
      actor.send({ type: 'onboarding.skip' })
      expect(actor.getSnapshot().value, JSON.stringify(input)).toBe('hidden')
      expect(save).not.toHaveBeenCalled()
    }
  })
})
