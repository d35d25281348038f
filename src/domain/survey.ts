import { array, string, type as shape, type Infer } from 'superstruct'

// The feedback survey drawer (002 §2.13, §3 "Survey and review", §5 "Survey", §7 "Survey", §9).

/** The platform parameter of both survey calls: this console. */
export const SURVEY_PLATFORM = 'admin'
/** 002 §9 leaves the range "not shown": five stars, the usual scale. */
export const RATING_MIN = 1
export const RATING_MAX = 5
export const SURVEY_MESSAGE_MAX = 2000

export const SURVEY_TEXTS = {
  title: 'Feedback',
  open: 'Rate your experience',
  rating: 'Your rating',
  message: 'Message (optional)',
  send: 'Send',
  thanks: 'Thanks for Your Feedback!',
  ratingRequired: 'Please select a rating',
  ratingMin: (n: number) => `Rating must be at least ${n}`,
  ratingMax: (n: number) => `Rating must be at most ${n}`,
  messageTooLong: (n: number) => `Message must be at most ${n} characters`,
  starLabel: (n: number) => `${n} star${n === 1 ? '' : 's'}`,
} as const

export const Survey = shape({ surveyId: string(), name: string() })
export type Survey = Infer<typeof Survey>
export const SurveyList = shape({ surveys: array(Survey) })

/** 002 §5: required, between the minimum and maximum star values. */
export function ratingError(rating: number | null): string | null {
  if (rating === null || !Number.isFinite(rating)) return SURVEY_TEXTS.ratingRequired
  if (!Number.isInteger(rating)) return SURVEY_TEXTS.ratingRequired
  if (rating < RATING_MIN) return SURVEY_TEXTS.ratingMin(RATING_MIN)
  if (rating > RATING_MAX) return SURVEY_TEXTS.ratingMax(RATING_MAX)
  return null
}

export const surveyMessageError = (message: string) =>
  message.length > SURVEY_MESSAGE_MAX ? SURVEY_TEXTS.messageTooLong(SURVEY_MESSAGE_MAX) : null

export const surveyValid = (rating: number | null, message: string) =>
  ratingError(rating) === null && surveyMessageError(message) === null

/** The stars as drawn: the hovered value previews, otherwise the chosen one. */
export const starsShown = (rating: number | null, hovered: number | null) => hovered ?? rating ?? 0
