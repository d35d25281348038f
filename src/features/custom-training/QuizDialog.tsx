import { css } from '../../../styled-system/css'
import { fileInput } from '../../ui/file-input'
import type { EditorEvent } from '../../../machines/custom-training/custom-training-editor.machine'
import { QUIZ_COLUMNS, type QuizQuestion } from '../../domain/custom-training'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { inlineInput } from './ChapterCard'

/** A chapter's quiz (001 §3 quiz modal): questions with four answers and the correct one; import from CSV. */
export function QuizDialog({
  quiz,
  send,
}: {
  quiz: { title: string; questions: QuizQuestion[]; errors: string[]; importing: boolean }
  send: (event: EditorEvent) => void
}) {
  return (
    <Dialog
      open
      size="lg"
      title={`Quiz: ${quiz.title}`}
      onClose={() => send({ type: 'quiz.cancel' })}
      actions={
        <>
          <Button variant="ghost" onClick={() => send({ type: 'quiz.cancel' })}>
            Cancel
          </Button>
          <Button disabled={quiz.importing} onClick={() => send({ type: 'quiz.save' })}>
            Save quiz
          </Button>
        </>
      }
    >
      <div className={css({ display: 'flex', flexDir: 'column', gap: '3' })}>
        <label className={css({ display: 'flex', flexDir: 'column', gap: '1', fontSize: 'sm' })}>
          Import CSV
          <input
            type="file"
            accept=".csv,text/csv"
            className={fileInput}
            disabled={quiz.importing}
            onChange={(event) => {
              const file = event.target.files?.[0]
              if (file) send({ type: 'quiz.import', file })
              event.target.value = ''
            }}
          />
          <span className={css({ color: 'text.muted', fontSize: 'xs' })}>
            Columns: {QUIZ_COLUMNS.join(', ')}
          </span>
        </label>
        {quiz.importing ? <p aria-live="polite">Reading the file…</p> : null}
        {quiz.errors.length ? (
          <Alert tone="danger">
            <ul aria-label="Quiz problems" className={css({ listStyle: 'disc', pl: '4' })}>
              {quiz.errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          </Alert>
        ) : null}
        <ol aria-label="Questions" className={css({ display: 'flex', flexDir: 'column', gap: '3' })}>
          {quiz.questions.map((question, index) => (
            <li
              key={index}
              className={css({
                display: 'flex',
                flexDir: 'column',
                gap: '1',
                borderWidth: '1px',
                borderColor: 'border',
                borderRadius: 'md',
                p: '2',
              })}
            >
              <div className={css({ display: 'flex', gap: '2' })}>
                <input
                  aria-label={`Question ${index + 1}`}
                  value={question.question}
                  maxLength={1000}
                  onChange={(event) =>
                    send({
                      type: 'quiz.change',
                      index,
                      change: { field: 'question', value: event.target.value },
                    })
                  }
                  className={`${inlineInput} ${css({ flex: '1' })}`}
                />
                <Button size="sm" variant="ghost" onClick={() => send({ type: 'quiz.remove', index })}>
                  Remove question {index + 1}
                </Button>
              </div>
              <fieldset className={css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '1' })}>
                <legend className={css({ fontSize: 'xs', color: 'text.muted' })}>
                  Answers (choose the correct one)
                </legend>
                {question.answers.map((answer, a) => (
                  <span key={a} className={css({ display: 'flex', gap: '1', alignItems: 'center' })}>
                    <input
                      type="radio"
                      name={`correct-${index}`}
                      aria-label={`Answer ${a + 1} of question ${index + 1} is correct`}
                      checked={question.correct === a + 1}
                      onChange={() =>
                        send({
                          type: 'quiz.change',
                          index,
                          change: { field: 'correct', value: (a + 1) as QuizQuestion['correct'] },
                        })
                      }
                    />
                    <input
                      aria-label={`Answer ${a + 1} of question ${index + 1}`}
                      value={answer}
                      maxLength={500}
                      onChange={(event) =>
                        send({
                          type: 'quiz.change',
                          index,
                          change: { field: 'answer', answer: a as 0 | 1 | 2 | 3, value: event.target.value },
                        })
                      }
                      className={`${inlineInput} ${css({ flex: '1' })}`}
                    />
                  </span>
                ))}
              </fieldset>
            </li>
          ))}
        </ol>
        <Button variant="outline" onClick={() => send({ type: 'quiz.add' })}>
          Add question
        </Button>
      </div>
    </Dialog>
  )
}
