import { useSelector } from '@xstate/react'
import { useLayoutEffect, useState } from 'react'
import { Link } from 'wouter'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import type {
  customTrainingEditorMachine,
  EditorEvent,
} from '../../../machines/custom-training/custom-training-editor.machine'
import type { mediaUploadMachine } from '../../../machines/custom-training/media-upload.machine'
import { CUSTOM_TRAINING_TEXTS, uploadTargetKey, type UploadTarget } from '../../domain/custom-training'
import { Alert } from '../../ui/Alert'
import { badge } from '../../ui/badge'
import { Button } from '../../ui/Button'
import { ConfirmActionDialog } from '../../ui/ConfirmActionDialog'
import { RetryAlert } from '../../ui/ListParts'
import { ChapterCard, inlineInput } from './ChapterCard'
import { ChapterList } from './ChapterList'
import { QuizDialog } from './QuizDialog'
import { UploadField } from './UploadField'
import {
  selectActionFailure,
  selectConfirm,
  selectContent,
  selectFailure,
  selectLoading,
  selectMediaNames,
  selectPublish,
  selectQuiz,
  selectRestored,
  selectSave,
  selectTraining,
} from './editor-selectors'

const panel = css({
  bg: 'surface.card',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'xl',
  p: '4',
})

/** /edit/{id}: the custom training editor (001 §2). Every control sends the editor machine one event. */
export default function CustomTrainingEditorPage({
  editor,
  uploadLogic,
}: {
  editor: ActorRefFrom<typeof customTrainingEditorMachine>
  /** A bound upload machine whose finished file goes to `target` (one per field, kept across renders). */
  uploadLogic: (target: UploadTarget, send: (event: EditorEvent) => void) => typeof mediaUploadMachine
}) {
  const loading = useSelector(editor, selectLoading)
  const failure = useSelector(editor, selectFailure)
  const content = useSelector(editor, selectContent)
  const training = useSelector(editor, selectTraining)
  const save = useSelector(editor, selectSave)
  const publish = useSelector(editor, selectPublish)
  const restored = useSelector(editor, selectRestored)
  const actionFailure = useSelector(editor, selectActionFailure)
  const confirm = useSelector(editor, selectConfirm)
  const quiz = useSelector(editor, selectQuiz)
  const mediaNames = useSelector(editor, selectMediaNames)
  const send = (event: EditorEvent) => editor.send(event)
  // The page leaving tells the machine (which saves a change still waiting for its pause). A layout effect's
  // cleanup runs before the passive one that stops the route's actor, so the machine still hears it.
  useLayoutEffect(() => () => editor.send({ type: 'editor.leave' }), [editor])
  // One upload machine per field for the page's life: a re-render must not restart a running upload.
  const [logics] = useState(() => new Map<string, typeof mediaUploadMachine>())
  const logicFor = (target: UploadTarget) => {
    const key = uploadTargetKey(target)
    let logic = logics.get(key)
    if (!logic) logics.set(key, (logic = uploadLogic(target, send)))
    return logic
  }
  if (failure) return <RetryAlert message={failure} onRetry={() => send({ type: 'editor.retry' })} />
  if (loading || !content || !training)
    return (
      <p aria-busy="true" className={css({ color: 'text.muted' })}>
        Loading the training…
      </p>
    )
  return (
    <section
      aria-label="Custom training editor"
      className={css({ display: 'flex', flexDir: 'column', gap: '4' })}
    >
      <header className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}>
        <input
          aria-label="Training name"
          value={content.name}
          maxLength={200}
          placeholder="Training name"
          onChange={(event) => send({ type: 'draft.edit', op: { op: 'name', value: event.target.value } })}
          className={`${inlineInput} ${css({ flex: '1', minW: '64', h: '11', fontSize: 'xl', fontWeight: 'bold' })}`}
        />
        <span className={badge({ tone: training.isDraft ? 'warning' : 'success' })}>
          {training.isDraft ? 'Draft' : 'Published'}
        </span>
        <span
          role="status"
          className={css({ fontSize: 'sm', color: save.step === 'saved' ? 'text.muted' : 'text' })}
        >
          {save.step === 'conflict' ? CUSTOM_TRAINING_TEXTS.notSaved : save.text}
        </span>
        {save.step === 'notSaved' ? (
          <Button size="sm" variant="outline" onClick={() => send({ type: 'save.retry' })}>
            Retry save
          </Button>
        ) : null}
        <Link href={`/preview/${training.id}`} className={css({ color: 'brand', fontSize: 'sm' })}>
          Preview
        </Link>
        {publish.shown ? (
          <Button
            disabled={!publish.enabled || publish.busy}
            title={!publish.enabled ? 'Publishing waits for the draft to be saved.' : undefined}
            onClick={() => send({ type: 'publish' })}
          >
            Publish
          </Button>
        ) : null}
      </header>
      {save.step === 'conflict' ? (
        <Alert tone="warning">
          <span className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}>
            {save.text}
            <Button size="sm" variant="outline" onClick={() => send({ type: 'conflict.reload' })}>
              Reload
            </Button>
            <Button size="sm" onClick={() => send({ type: 'conflict.keepMine' })}>
              Keep my version
            </Button>
          </span>
        </Alert>
      ) : null}
      {save.step === 'notSaved' ? <Alert tone="danger">{save.text}</Alert> : null}
      {restored ? <Alert tone="info">{CUSTOM_TRAINING_TEXTS.restored}</Alert> : null}
      {actionFailure ? <Alert tone="danger">{actionFailure}</Alert> : null}
      <div
        className={css({
          display: 'grid',
          gap: '4',
          gridTemplateColumns: { base: '1fr', lg: '2fr 1fr' },
          alignItems: 'start',
        })}
      >
        <div className={css({ display: 'flex', flexDir: 'column', gap: '4' })}>
          <ol aria-label="Sections" className={css({ display: 'flex', flexDir: 'column', gap: '4' })}>
            {content.sections.map((section) => (
              <li key={section.id} className={panel}>
                <div className={css({ display: 'flex', gap: '2', alignItems: 'center', mb: '3' })}>
                  <input
                    aria-label="Section title"
                    value={section.title}
                    maxLength={200}
                    onChange={(event) =>
                      send({
                        type: 'draft.edit',
                        op: { op: 'renameSection', sectionId: section.id, value: event.target.value },
                      })
                    }
                    className={`${inlineInput} ${css({ flex: '1', fontWeight: 'bold' })}`}
                  />
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Delete section ${section.title}`}
                    onClick={() => send({ type: 'delete.ask', target: { kind: 'section', id: section.id } })}
                  >
                    Delete
                  </Button>
                </div>
                <ChapterList
                  sectionTitle={section.title}
                  chapters={section.chapters}
                  onMove={(chapterId, index) =>
                    send({
                      type: 'draft.edit',
                      op: { op: 'moveChapter', chapterId, sectionId: section.id, index },
                    })
                  }
                  renderChapter={(chapter, index) => (
                    <ChapterCard
                      chapter={chapter}
                      index={index}
                      count={section.chapters.length}
                      sectionId={section.id}
                      language={training.language}
                      mediaNames={mediaNames}
                      uploadLogic={logicFor}
                      send={send}
                    />
                  )}
                />
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Add chapter to ${section.title}`}
                  onClick={() => send({ type: 'draft.add', add: { kind: 'chapter', sectionId: section.id } })}
                >
                  + Chapter
                </Button>
              </li>
            ))}
          </ol>
          <Button variant="outline" onClick={() => send({ type: 'draft.add', add: { kind: 'section' } })}>
            + Section
          </Button>
        </div>
        <aside
          aria-label="Training details"
          className={`${panel} ${css({ display: 'flex', flexDir: 'column', gap: '3' })}`}
        >
          <label className={css({ display: 'flex', flexDir: 'column', gap: '1', fontSize: 'sm' })}>
            Description
            <textarea
              value={content.description}
              rows={4}
              maxLength={5000}
              onChange={(event) =>
                send({ type: 'draft.edit', op: { op: 'description', value: event.target.value } })
              }
              className={css({ borderWidth: '1px', borderColor: 'border', borderRadius: 'md', p: '2' })}
            />
          </label>
          <UploadField
            logic={logicFor({ kind: 'thumbnail' })}
            kind="image"
            label="Thumbnail"
            current={content.thumbnail ? (mediaNames[content.thumbnail] ?? 'uploaded image') : null}
            language={training.language}
          />
          <label className={css({ display: 'flex', flexDir: 'column', gap: '1', fontSize: 'sm' })}>
            Cheat sheet
            <textarea
              value={content.cheatSheet}
              rows={8}
              placeholder="The one page learners keep: the rules, who to call, where to report."
              onChange={(event) =>
                send({ type: 'draft.edit', op: { op: 'cheatSheet', value: event.target.value } })
              }
              className={css({ borderWidth: '1px', borderColor: 'border', borderRadius: 'md', p: '2' })}
            />
          </label>
        </aside>
      </div>
      {confirm ? (
        <ConfirmActionDialog
          title={`Delete ${confirm.kind}`}
          warning={confirm.question}
          confirmLabel="Delete"
          busy={false}
          failure={null}
          onConfirm={() => send({ type: 'delete.confirm' })}
          onCancel={() => send({ type: 'delete.cancel' })}
        />
      ) : null}
      {quiz ? <QuizDialog quiz={quiz} send={send} /> : null}
    </section>
  )
}
