import type { SnapshotFrom } from 'xstate'
import type { feedbackSurveyMachine } from '../../../machines/survey/feedback-survey.machine'
import { ratingError, starsShown, surveyMessageError } from '../../domain/survey'

type Survey = SnapshotFrom<typeof feedbackSurveyMachine>

export const selectSurveyWaiting = (s: Survey) => s.matches('waiting')
export const selectSurveyOpen = (s: Survey) =>
  s.matches('editing') || s.matches('sending') || s.matches('thanks')
export const selectSurveyThanks = (s: Survey) => s.matches('thanks')
export const selectSurveyBusy = (s: Survey) => s.hasTag('busy')
export const selectSurveyName = (s: Survey) => s.context.survey?.name ?? ''
export const selectStarsShown = (s: Survey) => starsShown(s.context.rating, s.context.hovered)
export const selectRating = (s: Survey) => s.context.rating
export const selectRatingError = (s: Survey) => ratingError(s.context.rating)
export const selectSurveyMessage = (s: Survey) => s.context.message
export const selectSurveyMessageError = (s: Survey) => surveyMessageError(s.context.message)
export const selectSurveyCanSend = (s: Survey) => s.can({ type: 'survey.submit' })
export const selectSurveyError = (s: Survey) => s.context.error
