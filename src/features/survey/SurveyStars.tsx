import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import type { feedbackSurveyMachine } from '../../../machines/survey/feedback-survey.machine'
import { RATING_MAX, SURVEY_TEXTS as T } from '../../domain/survey'
import { selectRating, selectRatingError, selectStarsShown } from './selectors'

export type SurveyActor = ActorRefFrom<typeof feedbackSurveyMachine>

export const STARS = Array.from({ length: RATING_MAX }, (_, index) => index + 1)

export function Stars({ actor }: { actor: SurveyActor }) {
  const shown = useSelector(actor, selectStarsShown)
  const rating = useSelector(actor, selectRating)
  const error = useSelector(actor, selectRatingError)
  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '1' })}>
      <div
        role="radiogroup"
        aria-label={T.rating}
        aria-describedby={error ? 'survey-rating-error' : undefined}
        className={css({ display: 'flex', gap: '1' })}
        onMouseLeave={() => actor.send({ type: 'rating.hover', value: null })}
      >
        {STARS.map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={rating === value}
            aria-label={T.starLabel(value)}
            onMouseEnter={() => actor.send({ type: 'rating.hover', value })}
            onClick={() => actor.send({ type: 'rating.select', value })}
            className={css({
              fontSize: '3xl',
              lineHeight: '1',
              cursor: 'pointer',
              color: value <= shown ? 'amber.400' : 'gray.300',
              transition: 'color 0.1s',
            })}
          >
            ★
          </button>
        ))}
      </div>
      {error ? (
        <p id="survey-rating-error" className={css({ fontSize: 'sm', color: 'text.muted' })}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
