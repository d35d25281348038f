import { act, render, screen, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import { expect } from 'vitest'
import { SimulatedClock, type ActorRefFrom } from 'xstate'
import {
  type feedbackSurveyMachine,
  type FeedbackSurveyContext,
  type FeedbackSurveyEvent,
} from '../../../../machines/survey/feedback-survey.machine'
import {
  ratingError,
  starsShown,
  surveyMessageError,
  surveyValid,
  SURVEY_TEXTS as T,
} from '../../../../src/domain/survey'
import { FeedbackSurvey, SurveyPrompt } from '../../../../src/features/survey/FeedbackSurvey'
import { createScriptedActors } from '../../scripted-actors'
import type { ViewAdapter } from '../../view-adapter'
import { scriptedDeps } from '../../scripted-deps'
import { bindFeedbackSurvey } from '../../../../src/app/flows/survey/feedback-survey'

// The 1.5 s thanks runs on a simulated clock: the path's `xstate.after.*` step is the moment it ends.
const mounted: { actor: ActorRefFrom<typeof feedbackSurveyMachine> | null } = { actor: null }

function Harness({ logic }: { logic: typeof feedbackSurveyMachine }) {
  const actor = useActorRef(logic, { clock: new SimulatedClock() })
  useEffect(() => {
    mounted.actor = actor
  }, [actor])
  return (
    <>
      <SurveyPrompt actor={actor} />
      <FeedbackSurvey actor={actor} />
    </>
  )
}

const drawer = () => within(screen.getByRole('dialog', { name: T.title }))

export const feedbackSurveyView: ViewAdapter<FeedbackSurveyEvent> = {
  machineId: 'feedbackSurvey',
  mount() {
    const scripted = createScriptedActors(['loadSurveys', 'sendResponse'])
    render(<Harness logic={bindFeedbackSurvey(scriptedDeps().deps).provide({ actors: scripted.logics })} />)
    return { scripted, spies: {} }
  },
  async perform(event, user) {
    if (event.type.startsWith('xstate.after.')) return void act(() => mounted.actor!.send(event))
    switch (event.type) {
      case 'survey.open':
        return void (await user.click(screen.getByRole('button', { name: `★ ${T.open}` })))
      case 'survey.close':
        return void (await user.click(drawer().getByRole('button', { name: 'Close' })))
      case 'rating.hover':
        if (event.value === null)
          return void (await user.unhover(drawer().getByRole('radiogroup', { name: T.rating })))
        return void (await user.hover(drawer().getByRole('radio', { name: T.starLabel(event.value) })))
      case 'rating.select':
        return void (await user.click(drawer().getByRole('radio', { name: T.starLabel(event.value) })))
      case 'message.change': {
        const box = drawer().getByLabelText(T.message)
        await user.clear(box)
        // Pasted rather than typed: a message over the limit is thousands of characters.
        box.focus()
        return void (await user.paste(event.value))
      }
      case 'survey.submit':
        return void (await user.click(drawer().getByRole('button', { name: T.send })))
    }
    throw new Error(`No user action for ${JSON.stringify(event)}`)
  },
  expectState(snapshot) {
    const context = snapshot.context as FeedbackSurveyContext
    const prompt = screen.queryByRole('button', { name: `★ ${T.open}` })
    expect(prompt !== null).toBe(snapshot.matches('waiting'))
    if (!['editing', 'sending', 'thanks'].some((state) => snapshot.matches(state)))
      return void expect(screen.queryByRole('dialog', { name: T.title })).toBeNull()
    if (snapshot.matches('thanks'))
      return void expect(drawer().getByRole('status')).toHaveTextContent(T.thanks)
    const lit = drawer()
      .getAllByRole('radio')
      .filter((star) => star.className.includes('amber')).length
    expect(lit).toBe(starsShown(context.rating, context.hovered))
    const rating = ratingError(context.rating)
    if (rating) expect(drawer().getByText(rating)).toBeTruthy()
    const message = surveyMessageError(context.message)
    if (message) expect(drawer().getByText(message)).toBeTruthy()
    const send = drawer().getByRole('button', { name: snapshot.hasTag('busy') ? 'Sending…' : T.send })
    expect(send).toHaveProperty(
      'disabled',
      !surveyValid(context.rating, context.message) || snapshot.hasTag('busy'),
    )
    if (context.error) expect(drawer().getByRole('alert')).toHaveTextContent(context.error)
  },
}
