import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import { field } from '../../../styled-system/recipes'
import type { templateBuilderMachine } from '../../../machines/templates/template-builder.machine'
import { ANSWER_NAMES, type Answer, type AnswerStatus } from '../../domain/template'
import { TEMPLATE_LIMITS } from '../../domain/template-payload'
import { selectBackstoryErrors, selectDraft } from './selectors'
import { TextAreaField } from '../../ui/TextAreaField'
import { stepForm } from './HeaderSteps'

const STATUSES: { status: AnswerStatus; label: string }[] = [
  { status: 'CORRECT', label: 'Correct' },
  { status: 'PARTIAL', label: 'Partial' },
  { status: 'WRONG', label: 'Wrong' },
]

/** Backstory: the legend and the four answers in the spec's order, each with a status and an explanation. */
export function BackstoryStep({ actor }: { actor: ActorRefFrom<typeof templateBuilderMachine> }) {
  const { backstory } = useSelector(actor, selectDraft)
  const errors = useSelector(actor, selectBackstoryErrors)
  const classes = field()
  const setAnswer = (index: number, patch: Partial<Answer>) =>
    actor.send({
      type: 'backstory.change',
      backstory: {
        ...backstory,
        answers: backstory.answers.map((answer, at) => (at === index ? { ...answer, ...patch } : answer)),
      },
    })
  return (
    <div className={stepForm}>
      <TextAreaField
        label="Legend"
        id="legend"
        minRows="24"
        value={backstory.legend}
        maxLength={TEMPLATE_LIMITS.legend}
        error={errors?.legend}
        placeholder="Describe the situation in which the user receives a suspicious message."
        onChange={(event) =>
          actor.send({ type: 'backstory.change', backstory: { ...backstory, legend: event.target.value } })
        }
      />
      {backstory.answers.map((answer, index) => {
        const answerErrors = errors?.answers[index]
        return (
          <fieldset
            key={answer.label}
            className={css({
              borderWidth: '1px',
              borderColor: 'border',
              borderRadius: 'lg',
              p: '3',
              bg: 'surface.card',
              display: 'grid',
              gap: '2',
            })}
          >
            <legend className={css({ fontWeight: 'semibold', px: '1' })}>{ANSWER_NAMES[answer.label]}</legend>
            <div
              role="radiogroup"
              aria-label={`${ANSWER_NAMES[answer.label]} status`}
              className={css({ display: 'flex', gap: '2' })}
            >
              {STATUSES.map(({ status, label }) => (
                <label
                  key={status}
                  className={css({
                    display: 'flex',
                    alignItems: 'center',
                    gap: '1',
                    px: '3',
                    py: '1',
                    borderWidth: '1px',
                    borderRadius: 'full',
                    cursor: 'pointer',
                    fontSize: 'sm',
                    borderColor: answer.status === status ? 'brand' : 'border',
                    bg: answer.status === status ? 'brand.subtle' : 'transparent',
                  })}
                >
                  <input
                    type="radio"
                    name={`status-${answer.label}`}
                    checked={answer.status === status}
                    onChange={() => setAnswer(index, { status })}
                  />
                  {label}
                </label>
              ))}
            </div>
            {answerErrors?.status ? (
              <p className={classes.error} role="alert">
                {answerErrors.status}
              </p>
            ) : null}
            <TextAreaField
              label={`${ANSWER_NAMES[answer.label]} explanation`}
              hideLabel
              value={answer.description}
              maxLength={TEMPLATE_LIMITS.description}
              placeholder="Explain to the learner why this answer is correct, partial or wrong."
              error={answerErrors?.description}
              onChange={(event) => setAnswer(index, { description: event.target.value })}
            />
          </fieldset>
        )
      })}
    </div>
  )
}
