import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core'
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import type { ReactNode } from 'react'
import { css } from '../../../styled-system/css'
import type { Chapter } from '../../domain/custom-training'

// A section's chapters in order, reordered by dragging their handle with a pointer or the keyboard (Space to
// pick up, arrows to move, Space to drop, Escape to cancel). The list says where a chapter went; the editor
// machine is told one move.

function SortableChapter({ chapter, children }: { chapter: Chapter; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: chapter.id,
  })
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={css({
        display: 'flex',
        gap: '2',
        alignItems: 'flex-start',
        bg: 'surface.card',
        borderWidth: '1px',
        borderColor: isDragging ? 'brand' : 'border',
        borderRadius: 'md',
        p: '3',
        boxShadow: isDragging ? 'lg' : 'none',
        position: 'relative',
        zIndex: isDragging ? '1' : 'auto',
      })}
    >
      <button
        type="button"
        aria-label={`Drag ${chapter.title}`}
        {...attributes}
        {...listeners}
        className={css({ cursor: 'grab', px: '1', color: 'text.muted', fontSize: 'lg', lineHeight: '1' })}
      >
        ⠿
      </button>
      <div className={css({ flex: '1', minW: '0' })}>{children}</div>
    </li>
  )
}

export function ChapterList({
  sectionTitle,
  chapters,
  onMove,
  renderChapter,
}: {
  sectionTitle: string
  chapters: Chapter[]
  onMove: (chapterId: string, index: number) => void
  renderChapter: (chapter: Chapter, index: number) => ReactNode
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    const to = chapters.findIndex((chapter) => chapter.id === over.id)
    if (to >= 0) onMove(String(active.id), to)
  }
  const title = (id: unknown) => chapters.find((chapter) => chapter.id === id)?.title ?? ''
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => `Picked up ${title(active.id)}.`,
          onDragOver: ({ active, over }) =>
            over
              ? `${title(active.id)} is over position ${chapters.findIndex((c) => c.id === over.id) + 1}.`
              : '',
          onDragEnd: ({ active, over }) =>
            over
              ? `${title(active.id)} moved to position ${chapters.findIndex((c) => c.id === over.id) + 1}.`
              : '',
          onDragCancel: ({ active }) => `Moving ${title(active.id)} was cancelled.`,
        },
      }}
    >
      <SortableContext items={chapters.map((chapter) => chapter.id)} strategy={verticalListSortingStrategy}>
        <ol
          aria-label={`Chapters of ${sectionTitle}`}
          className={css({ display: 'flex', flexDir: 'column', gap: '2' })}
        >
          {chapters.map((chapter, index) => (
            <SortableChapter key={chapter.id} chapter={chapter}>
              {renderChapter(chapter, index)}
            </SortableChapter>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  )
}
