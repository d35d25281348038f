import { defineFlow } from '../flow'
import { ratingError, surveyMessageError, SURVEY_MESSAGE_MAX } from '../../src/domain/survey'
import { feedbackSurveyMachine } from './feedback-survey.machine'
import { offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'

const survey = { surveyId: 'srv_1', name: 'How satisfied are you with the admin console?' }

export const feedbackSurveyScenarios: Scenarios<typeof feedbackSurveyMachine> = {
  events: {
    'survey.open': [{ type: 'survey.open' }],
    'survey.close': [{ type: 'survey.close' }],
    'rating.hover': [
      { type: 'rating.hover', value: 3 },
      { type: 'rating.hover', value: null },
    ],
    'rating.select': [{ type: 'rating.select', value: 4 }],
    'message.change': [
      { type: 'message.change', value: 'Reports load fast.' },
      { type: 'message.change', value: 'x'.repeat(SURVEY_MESSAGE_MAX + 1) },
    ],
    'survey.submit': [{ type: 'survey.submit' }],
  },
  outcomes: {
    loadSurveys: { done: [[survey], []], error: [offline] },
    sendResponse: { done: [undefined], error: [offline] },
  },
  abstractContext: (context) => ({
    survey: context.survey !== null,
    rating: ratingError(context.rating) === null,
    hovered: context.hovered !== null,
    message: surveyMessageError(context.message) === null,
    error: context.error !== null,
  }),
  maxStates: 20000,
}

export const feedbackSurveyFlow = defineFlow({
  id: 'feedbackSurvey',
  file: 'survey/feedback-survey',
  title: 'Feedback survey',
  description:
    'With a survey waiting, "Rate your experience" opens a 480-wide drawer: a star rating previewed on hover (1 to 5, "Please select a rating") and an optional message; Send stays disabled until valid; "Thanks for Your Feedback!", closed after 1.5 s. No survey or a failed list shows nothing.',
  routes: ['*'],
  machine: feedbackSurveyMachine,
  scenarios: feedbackSurveyScenarios,
})
