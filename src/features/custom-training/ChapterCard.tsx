import { css } from '../../../styled-system/css'
import type { EditorEvent } from '../../../machines/custom-training/custom-training-editor.machine'
import type { mediaUploadMachine } from '../../../machines/custom-training/media-upload.machine'
import type { Chapter, UploadTarget } from '../../domain/custom-training'
import { Button } from '../../ui/Button'
import { UploadField } from './UploadField'

export const inlineInput = css({
  h: '9',
  px: '2',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  bg: 'surface.card',
  minW: '0',
})

/** A chapter: title, minutes, its place (up / down), quiz, delete, and its topics (video or text). */
export function ChapterCard({
  chapter,
  index,
  count,
  sectionId,
  language,
  mediaNames,
  uploadLogic,
  send,
}: {
  chapter: Chapter
  index: number
  count: number
  sectionId: string
  language: string
  mediaNames: Record<string, string>
  uploadLogic: (target: UploadTarget) => typeof mediaUploadMachine
  send: (event: EditorEvent) => void
}) {
  const move = (to: number) =>
    send({ type: 'draft.edit', op: { op: 'moveChapter', chapterId: chapter.id, sectionId, index: to } })
  return (
    <article
      aria-label={`Chapter ${chapter.title}`}
      className={css({ display: 'flex', flexDir: 'column', gap: '2' })}
    >
      <div className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}>
        <input
          aria-label="Chapter title"
          value={chapter.title}
          maxLength={200}
          onChange={(event) =>
            send({
              type: 'draft.edit',
              op: { op: 'renameChapter', chapterId: chapter.id, value: event.target.value },
            })
          }
          className={`${inlineInput} ${css({ flex: '1', fontWeight: 'semibold' })}`}
        />
        <label className={css({ display: 'flex', gap: '1', alignItems: 'center', fontSize: 'sm' })}>
          <input
            type="number"
            min={1}
            max={600}
            value={chapter.minutes}
            aria-label={`Minutes of ${chapter.title}`}
            onChange={(event) =>
              send({
                type: 'draft.edit',
                op: { op: 'chapterMinutes', chapterId: chapter.id, value: Number(event.target.value) },
              })
            }
            className={`${inlineInput} ${css({ w: '16' })}`}
          />
          min
        </label>
        <Button
          size="sm"
          variant="ghost"
          disabled={index === 0}
          aria-label={`Move ${chapter.title} up`}
          onClick={() => move(index - 1)}
        >
          ↑
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={index === count - 1}
          aria-label={`Move ${chapter.title} down`}
          onClick={() => move(index + 1)}
        >
          ↓
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-label={`Edit quiz of ${chapter.title}`}
          onClick={() => send({ type: 'quiz.open', chapterId: chapter.id })}
        >
          Quiz ({chapter.quiz.length})
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Delete chapter ${chapter.title}`}
          onClick={() => send({ type: 'delete.ask', target: { kind: 'chapter', id: chapter.id } })}
        >
          Delete
        </Button>
      </div>
      <ul
        aria-label={`Topics of ${chapter.title}`}
        className={css({ display: 'flex', flexDir: 'column', gap: '2', pl: '2' })}
      >
        {chapter.topics.map((topic) => (
          <li
            key={topic.id}
            className={css({
              display: 'flex',
              flexDir: 'column',
              gap: '1',
              borderLeftWidth: '2px',
              borderColor: 'border',
              pl: '3',
            })}
          >
            <div className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
              <span className={css({ fontSize: 'xs', color: 'text.muted', w: '10' })}>
                {topic.kind === 'video' ? 'Video' : 'Text'}
              </span>
              <input
                aria-label="Topic title"
                value={topic.title}
                maxLength={200}
                onChange={(event) =>
                  send({
                    type: 'draft.edit',
                    op: { op: 'renameTopic', topicId: topic.id, value: event.target.value },
                  })
                }
                className={`${inlineInput} ${css({ flex: '1' })}`}
              />
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Delete topic ${topic.title}`}
                onClick={() => send({ type: 'delete.ask', target: { kind: 'topic', id: topic.id } })}
              >
                Delete
              </Button>
            </div>
            {topic.kind === 'video' ? (
              <UploadField
                logic={uploadLogic({ kind: 'topic', id: topic.id })}
                kind="video"
                label={`Video of ${topic.title}`}
                current={topic.mediaId ? (mediaNames[topic.mediaId] ?? 'uploaded video') : null}
                language={language}
              />
            ) : (
              <textarea
                aria-label={`Text of ${topic.title}`}
                value={topic.text}
                rows={3}
                onChange={(event) =>
                  send({
                    type: 'draft.edit',
                    op: { op: 'topicText', topicId: topic.id, value: event.target.value },
                  })
                }
                className={css({
                  borderWidth: '1px',
                  borderColor: 'border',
                  borderRadius: 'md',
                  p: '2',
                  fontSize: 'sm',
                })}
              />
            )}
          </li>
        ))}
      </ul>
      <div className={css({ display: 'flex', gap: '2', pl: '2' })}>
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Add video topic to ${chapter.title}`}
          onClick={() =>
            send({ type: 'draft.add', add: { kind: 'topic', chapterId: chapter.id, topicKind: 'video' } })
          }
        >
          + Video topic
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Add text topic to ${chapter.title}`}
          onClick={() =>
            send({ type: 'draft.add', add: { kind: 'topic', chapterId: chapter.id, topicKind: 'text' } })
          }
        >
          + Text topic
        </Button>
      </div>
    </article>
  )
}
