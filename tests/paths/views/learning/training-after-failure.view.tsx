import { render, screen } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { expect } from 'vitest'
import {
  problemsOf,
  type AfterFailureContext,
  type AfterFailureEvent,
  type AfterFailureInput,
  type trainingAfterFailureMachine,
} from '../../../../machines/learning/training-after-failure.machine'
import { bindTrainingAfterFailure } from '../../../../src/app/flows/learning/course-page'
import { AFTER_FAILURE_TEXTS } from '../../../../src/domain/training-after-failure'
import { AfterFailureCard } from '../../../../src/features/learning/AfterFailureCard'
import { enabledControl } from '../../controls'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'

function Harness({ logic, input }: { logic: typeof trainingAfterFailureMachine; input: AfterFailureInput }) {
  const actor = useActorRef(logic, { input })
  return <AfterFailureCard actor={actor} />
}

const box = (name: string | RegExp) => screen.getByRole('checkbox', { name }) as HTMLInputElement

export const trainingAfterFailureView: ViewAdapter<AfterFailureEvent> = {
  machineId: 'trainingAfterFailure',
  mount(input) {
    const scripted = createScriptedActors(['loadSetting', 'saveSetting'])
    const { deps, spies } = scriptedDeps()
    render(
      <Harness
        logic={bindTrainingAfterFailure(deps).provide({ actors: scripted.logics })}
        input={input as AfterFailureInput}
      />,
    )
    return { scripted, spies }
  },
  async perform(event, user) {
    switch (event.type) {
      case 'afterFailure.retry':
        return void (await user.click(screen.getByRole('button', { name: 'Try again' })))
      case 'afterFailure.save':
        return void (await user.click(enabledControl(screen.getByRole('button', { name: 'Save' }), 'Save')))
      case 'afterFailure.change': {
        const { patch } = event
        if (patch.enabled !== undefined) {
          // Pressed only when it changes something: a click on a ticked box unticks it.
          if (box(/^Give this course/).checked !== patch.enabled) await user.click(box(/^Give this course/))
          return
        }
        if (patch.onSimulation !== undefined) {
          if (box(AFTER_FAILURE_TEXTS.onSimulation).checked !== patch.onSimulation)
            await user.click(box(AFTER_FAILURE_TEXTS.onSimulation))
          return
        }
        if (patch.onExercise !== undefined) {
          if (box(AFTER_FAILURE_TEXTS.onExercise).checked !== patch.onExercise)
            await user.click(box(AFTER_FAILURE_TEXTS.onExercise))
          return
        }
        if (patch.days !== undefined) {
          const field = screen.getByLabelText('Days to complete after the failure')
          await user.clear(field)
          await user.type(field, patch.days)
        }
      }
    }
  },
  expectState(snapshot) {
    const context = snapshot.context as AfterFailureContext
    if (snapshot.matches('failed')) return void expect(screen.getByText(context.failure ?? '')).toBeTruthy()
    expect(box(/^Give this course/).checked).toBe(context.draft.enabled)
    if (context.draft.enabled) {
      expect(box(AFTER_FAILURE_TEXTS.onSimulation).checked).toBe(context.draft.onSimulation)
      expect(box(AFTER_FAILURE_TEXTS.onExercise).checked).toBe(context.draft.onExercise)
      expect((screen.getByLabelText('Days to complete after the failure') as HTMLInputElement).value).toBe(
        context.draft.days,
      )
    } else expect(screen.queryByLabelText('Days to complete after the failure')).toBeNull()
    if (context.attempted)
      for (const message of Object.values(problemsOf(context)))
        expect(screen.getAllByText(message).length).toBeGreaterThan(0)
    const other = context.setting?.courseId && context.setting.courseId !== context.courseId
    expect(screen.queryByText(/^Now given after a failure:/) !== null).toBe(Boolean(other))
    if (snapshot.matches('ready') && context.failure) expect(screen.getByText(context.failure)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty(
      'disabled',
      !snapshot.matches({ ready: 'idle' }),
    )
  },
}
