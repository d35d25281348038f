import { assign, fromPromise, setup } from 'xstate'
import { THANK_YOU_DURATION_MS } from '../../src/domain/constants'
import { surveyValid, type Survey } from '../../src/domain/survey'
import { failureMessage } from '../event-params'

// The feedback survey (002 §2.13): the console asks once per survey. With a survey waiting, "Rate your
// experience" opens a 480-wide drawer: stars (hovering previews), an optional message; Send is disabled until
// the rating is valid; "Thanks for Your Feedback!", then the drawer closes after 1.5 s and the survey is done.
// No survey, or a failed list, shows nothing: a survey is never worth an error on screen.

export interface FeedbackSurveyContext {
  survey: Survey | null
  rating: number | null
  hovered: number | null
  message: string
  error: string | null
}

export type FeedbackSurveyEvent =
  | { type: 'survey.open' }
  | { type: 'survey.close' }
  | { type: 'rating.hover'; value: number | null }
  | { type: 'rating.select'; value: number }
  | { type: 'message.change'; value: string }
  | { type: 'survey.submit' }

export const feedbackSurveyMachine = setup({
  types: { context: {} as FeedbackSurveyContext, events: {} as FeedbackSurveyEvent },
  actors: {
    loadSurveys: fromPromise<Survey[]>(async () => []),
    sendResponse: fromPromise<void, { surveyId: string; rating: number; message: string }>(
      async () => undefined,
    ),
  },
  delays: { thanks: THANK_YOU_DURATION_MS },
  guards: {
    hasSurvey: (_, surveys: Survey[]) => surveys.length > 0,
    valid: ({ context }) => surveyValid(context.rating, context.message),
  },
  actions: {
    setSurvey: assign({ survey: (_, surveys: Survey[]) => surveys[0] ?? null }),
    reset: assign({ rating: null, hovered: null, message: '', error: null }),
    hover: assign({ hovered: (_, value: number | null) => value }),
    endHover: assign({ hovered: null }),
    select: assign({ rating: (_, value: number) => value, hovered: null }),
    setMessage: assign({ message: (_, value: string) => value }),
    setError: assign({ error: (_, message: string) => message }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'feedbackSurvey',
  context: { survey: null, rating: null, hovered: null, message: '', error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSurveys',
        src: 'loadSurveys',
        onDone: [
          {
            guard: { type: 'hasSurvey', params: ({ event }) => event.output },
            target: 'waiting',
            actions: { type: 'setSurvey', params: ({ event }) => event.output },
          },
          { target: 'none' },
        ],
        onError: 'none',
      },
    },
    none: {},
    /** A survey waits for this user: the prompt is shown. */
    waiting: { on: { 'survey.open': { target: 'editing', actions: 'reset' } } },
    editing: {
      on: {
        'survey.close': 'waiting',
        'rating.hover': { actions: { type: 'hover', params: ({ event }) => event.value } },
        'rating.select': { actions: { type: 'select', params: ({ event }) => event.value } },
        'message.change': { actions: { type: 'setMessage', params: ({ event }) => event.value } },
        // Pressing Send takes the pointer off the stars: the preview ends.
        'survey.submit': { guard: 'valid', target: 'sending', actions: ['clearError', 'endHover'] },
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'sendResponse',
        src: 'sendResponse',
        input: ({ context }) => ({
          surveyId: context.survey!.surveyId,
          rating: context.rating!,
          message: context.message.trim(),
        }),
        onDone: 'thanks',
        onError: { target: 'editing', actions: { type: 'setError', params: failureMessage } },
      },
    },
    thanks: {
      on: { 'survey.close': 'done' },
      after: { thanks: 'done' },
    },
    done: {},
  },
})
