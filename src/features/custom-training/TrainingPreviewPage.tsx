import { useActorRef, useSelector } from '@xstate/react'
import { Link } from 'wouter'
import type { InspectionEvent } from 'xstate'
import { css } from '../../../styled-system/css'
import type { trainingPreviewMachine } from '../../../machines/custom-training/training-preview.machine'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { RetryAlert } from '../../ui/ListParts'
import {
  selectAnswers,
  selectChapter,
  selectChapters,
  selectFailure,
  selectMediaUrls,
  selectScore,
  selectTraining,
} from './preview-selectors'

/** /preview/{id}: the training as a learner sees it. */
export default function TrainingPreviewPage({
  logic,
  input,
  inspect,
}: {
  logic: typeof trainingPreviewMachine
  input: { courseId: string }
  inspect?: ((event: InspectionEvent) => void) | undefined
}) {
  const preview = useActorRef(logic, { input, ...(inspect ? { inspect } : {}) })
  const failure = useSelector(preview, selectFailure)
  const training = useSelector(preview, selectTraining)
  const chapters = useSelector(preview, selectChapters)
  const chapter = useSelector(preview, selectChapter)
  const answers = useSelector(preview, selectAnswers)
  const score = useSelector(preview, selectScore)
  const urls = useSelector(preview, selectMediaUrls)
  if (failure) return <RetryAlert message={failure} onRetry={() => preview.send({ type: 'preview.retry' })} />
  if (!training) return <p aria-busy="true">Loading the training…</p>
  return (
    <section
      aria-labelledby="preview-title"
      className={css({ display: 'flex', flexDir: 'column', gap: '4' })}
    >
      <div className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
        <h1 id="preview-title" className={css({ fontSize: '2xl', fontWeight: 'bold', flex: '1' })}>
          {training.content.name}
        </h1>
        <Link href={`/edit/${training.id}`} className={css({ color: 'brand' })}>
          Back to the editor
        </Link>
      </div>
      {training.content.description ? <p>{training.content.description}</p> : null}
      {chapters.length === 0 ? <Alert tone="info">This training has no chapters yet.</Alert> : null}
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', md: '260px 1fr' },
          gap: '4',
          alignItems: 'start',
        })}
      >
        <nav aria-label="Chapters" className={css({ display: 'flex', flexDir: 'column', gap: '1' })}>
          {chapters.map((item, index) => (
            <Button
              key={item.id}
              size="sm"
              variant={item.id === chapter?.id ? 'solid' : 'ghost'}
              aria-current={item.id === chapter?.id ? 'step' : undefined}
              onClick={() => preview.send({ type: 'chapter.select', chapterId: item.id })}
            >
              {index + 1}. {item.title}
            </Button>
          ))}
        </nav>
        {chapter ? (
          <article
            aria-label={chapter.title}
            className={css({
              display: 'flex',
              flexDir: 'column',
              gap: '4',
              bg: 'surface.card',
              p: '4',
              borderRadius: 'xl',
              borderWidth: '1px',
              borderColor: 'border',
            })}
          >
            <h2 className={css({ fontSize: 'xl', fontWeight: 'bold' })}>{chapter.title}</h2>
            {chapter.topics.map((topic) => (
              <section
                key={topic.id}
                aria-label={topic.title}
                className={css({ display: 'flex', flexDir: 'column', gap: '2' })}
              >
                <h3 className={css({ fontWeight: 'semibold' })}>{topic.title}</h3>
                {topic.kind === 'video' ? (
                  topic.mediaId && urls[topic.mediaId] ? (
                    <video
                      controls
                      preload="metadata"
                      src={urls[topic.mediaId]}
                      className={css({ w: 'full', maxW: '720px', aspectRatio: '16 / 9', bg: 'black' })}
                    />
                  ) : (
                    <p className={css({ color: 'text.muted' })}>No video uploaded yet.</p>
                  )
                ) : (
                  <p className={css({ whiteSpace: 'pre-wrap' })}>{topic.text}</p>
                )}
              </section>
            ))}
            {chapter.quiz.length ? (
              <section aria-label="Quiz" className={css({ display: 'flex', flexDir: 'column', gap: '3' })}>
                <h3 className={css({ fontWeight: 'semibold' })}>Quiz</h3>
                {chapter.quiz.map((question, index) => (
                  <fieldset key={index} className={css({ display: 'flex', flexDir: 'column', gap: '1' })}>
                    <legend className={css({ fontWeight: 'medium' })}>{question.question}</legend>
                    {question.answers.map((answer, a) => (
                      <label key={a} className={css({ display: 'flex', gap: '2' })}>
                        <input
                          type="radio"
                          name={`q-${index}`}
                          checked={answers[index] === a + 1}
                          onChange={() => preview.send({ type: 'quiz.answer', index, answer: a + 1 })}
                        />
                        {answer}
                      </label>
                    ))}
                  </fieldset>
                ))}
                <Button
                  size="sm"
                  disabled={chapter.quiz.some((_, index) => answers[index] === undefined)}
                  onClick={() => preview.send({ type: 'quiz.check' })}
                >
                  Check answers
                </Button>
                {score ? (
                  <p role="status">
                    {score.right} of {score.of} correct
                  </p>
                ) : null}
              </section>
            ) : null}
          </article>
        ) : null}
      </div>
      {training.content.cheatSheet ? (
        <aside
          aria-label="Cheat sheet"
          className={css({ bg: 'surface.sunken', p: '4', borderRadius: 'xl', whiteSpace: 'pre-wrap' })}
        >
          <h2 className={css({ fontWeight: 'bold', mb: '2' })}>Cheat sheet</h2>
          {training.content.cheatSheet}
        </aside>
      ) : null}
    </section>
  )
}
