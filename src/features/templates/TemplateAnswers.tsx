import { css } from '../../../styled-system/css'
import { ANSWER_NAMES, type AnswerLabel } from '../../domain/template'

const STATUS_TONE: Record<string, string> = {
  CORRECT: css({ color: 'success', borderColor: 'success' }),
  PARTIAL: css({ color: 'warning', borderColor: 'warning' }),
  WRONG: css({ color: 'danger', borderColor: 'danger' }),
}

/** The four answers a learner can give to the template, each with how it is scored. */
export function TemplateAnswers({
  answers,
}: {
  answers: readonly { label: string; description: string; status: string }[]
}) {
  return (
    <section>
      <h3 className={css({ fontWeight: 'semibold', mb: '2' })}>Answers</h3>
      <ul className={css({ display: 'grid', gap: '2' })}>
        {answers.map((answer) => (
          <li
            key={answer.label}
            className={css({ bg: 'surface.card', borderRadius: 'md', p: '3', borderWidth: '1px' })}
          >
            <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '2', mb: '1' })}>
              <strong>{ANSWER_NAMES[answer.label as AnswerLabel] ?? answer.label}</strong>
              <span
                className={`${css({ fontSize: 'xs', fontWeight: 'bold', borderWidth: '1px', borderColor: 'border', borderRadius: 'full', px: '2' })} ${STATUS_TONE[answer.status] ?? ''}`}
              >
                {answer.status}
              </span>
            </div>
            <p className={css({ fontSize: 'sm', color: 'text.muted', overflowWrap: 'anywhere' })}>
              {answer.description}
            </p>
          </li>
        ))}
      </ul>
    </section>
  )
}
