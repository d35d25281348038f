import { useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import type { templateLibraryMachine } from '../../../machines/templates/template-library.machine'
import {
  templateCount,
  TEMPLATE_DIFFICULTIES,
  TEMPLATE_KINDS,
  TEMPLATE_LIBRARY_TEXTS as T,
  type TemplateCardItem,
  type TemplateOrderBy,
  type TemplateQuery,
} from '../../domain/template-library'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { listControl, LiveSearchField, RetryAlert } from '../../ui/ListParts'
import {
  selectDeleteTarget,
  selectDeleting,
  selectHasMore,
  selectLibraryFailed,
  selectLibraryFailure,
  selectLibraryItems,
  selectLibraryLoading,
  selectLibraryMoreBusy,
  selectLibraryQuery,
  selectLibraryTotal,
} from './selectors'

import type { LibrarySelection } from './TemplateCard'
import { TemplateCard } from './TemplateCard'
type LibraryActor = ActorRefFrom<typeof templateLibraryMachine>

const SORTS: { value: string; label: string; orderBy: TemplateOrderBy; order: 'asc' | 'desc' }[] = [
  { value: 'updatedAt:desc', label: 'Last updated', orderBy: 'updatedAt', order: 'desc' },
  { value: 'createdAt:desc', label: 'Newest', orderBy: 'createdAt', order: 'desc' },
  { value: 'name:asc', label: 'Name A–Z', orderBy: 'name', order: 'asc' },
  { value: 'name:desc', label: 'Name Z–A', orderBy: 'name', order: 'desc' },
  { value: 'difficulty:asc', label: 'Easiest first', orderBy: 'difficulty', order: 'asc' },
  { value: 'difficulty:desc', label: 'Hardest first', orderBy: 'difficulty', order: 'desc' },
]

/** The searchable, sortable template grid with Load More, card menus and the delete confirmation. */
export function TemplateLibrary({
  actor,
  canManage,
  onCreate,
  onPreview,
  onEdit,
  selection,
  toolbarExtra,
}: {
  actor: LibraryActor
  canManage: boolean
  onCreate: () => void
  onPreview: (templateId: string) => void
  onEdit: (template: TemplateCardItem) => void
  selection?: LibrarySelection
  /** Shown beside the count (the wizard's Selected counter). */
  toolbarExtra?: ReactNode
}) {
  const items = useSelector(actor, selectLibraryItems)
  const total = useSelector(actor, selectLibraryTotal)
  const query = useSelector(actor, selectLibraryQuery)
  const loading = useSelector(actor, selectLibraryLoading)
  const failed = useSelector(actor, selectLibraryFailed)
  const failure = useSelector(actor, selectLibraryFailure)
  const hasMore = useSelector(actor, selectHasMore)
  const moreBusy = useSelector(actor, selectLibraryMoreBusy)
  const target = useSelector(actor, selectDeleteTarget)
  const deleting = useSelector(actor, selectDeleting)
  const now = new Date()
  return (
    <section aria-label="Templates" className={css({ display: 'grid', gap: '4' })}>
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'end' })}>
        <LiveSearchField
          label="Search templates"
          defaultValue={query.searchText}
          onSearch={(searchText) => actor.send({ type: 'library.search', searchText })}
        />
        <label className={css({ display: 'flex', flexDir: 'column', gap: '1', fontSize: 'sm' })}>
          Sort by
          <select
            className={listControl}
            value={`${query.orderBy}:${query.order}`}
            onChange={(event) => {
              const sort = SORTS.find((option) => option.value === event.target.value)!
              actor.send({ type: 'library.sort', orderBy: sort.orderBy, order: sort.order })
            }}
          >
            {SORTS.map((sort) => (
              <option key={sort.value} value={sort.value}>
                {sort.label}
              </option>
            ))}
          </select>
        </label>
        <label className={css({ display: 'flex', flexDir: 'column', gap: '1', fontSize: 'sm' })}>
          Kind
          <select
            className={listControl}
            value={query.layoutType ?? ''}
            onChange={(event) =>
              actor.send({
                type: 'library.filter',
                filter: { layoutType: (event.target.value || null) as TemplateQuery['layoutType'] },
              })
            }
          >
            <option value="">Email and SMS</option>
            {TEMPLATE_KINDS.map((kind) => (
              <option key={kind.id} value={kind.id}>
                {kind.label}
              </option>
            ))}
          </select>
        </label>
        <label className={css({ display: 'flex', flexDir: 'column', gap: '1', fontSize: 'sm' })}>
          Difficulty
          <select
            className={listControl}
            value={query.difficulty ?? ''}
            onChange={(event) =>
              actor.send({
                type: 'library.filter',
                filter: { difficulty: (event.target.value || null) as TemplateQuery['difficulty'] },
              })
            }
          >
            <option value="">Any difficulty</option>
            {TEMPLATE_DIFFICULTIES.map((level) => (
              <option key={level.id} value={level.id}>
                {level.label}
              </option>
            ))}
          </select>
        </label>
        <span aria-live="polite" className={css({ fontSize: 'sm', color: 'text.muted', pb: '2' })}>
          {loading ? 'Loading…' : templateCount(total)}
        </span>
        {toolbarExtra}
        {canManage ? (
          <Button className={css({ ml: 'auto' })} onClick={onCreate}>
            Create New
          </Button>
        ) : null}
      </div>
      {failed ? <RetryAlert message={failure} onRetry={() => actor.send({ type: 'library.retry' })} /> : null}
      {!failed && !loading && items.length === 0 ? (
        <p className={css({ color: 'text.muted' })}>{T.empty}</p>
      ) : null}
      <div
        aria-busy={loading}
        className={css({
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
          gap: '4',
          opacity: loading ? 0.6 : 1,
        })}
      >
        {items.map((template) => (
          <TemplateCard
            key={template.id}
            template={template}
            canManage={canManage}
            now={now}
            onPreview={() => onPreview(template.id)}
            onEdit={() => onEdit(template)}
            onDelete={() => actor.send({ type: 'delete.request', template })}
            selection={selection}
          />
        ))}
      </div>
      {!failed && failure && !target ? <Alert tone="danger">{failure}</Alert> : null}
      {hasMore && !loading ? (
        <Button
          variant="outline"
          className={css({ justifySelf: 'center' })}
          disabled={moreBusy}
          aria-busy={moreBusy}
          onClick={() => actor.send({ type: 'library.more' })}
        >
          {moreBusy ? 'Loading…' : 'Load More'}
        </Button>
      ) : null}
      <Dialog
        open={target !== null}
        title={T.deleteTitle}
        role="alertdialog"
        onClose={() => actor.send({ type: 'delete.cancel' })}
        actions={
          <>
            <Button variant="ghost" onClick={() => actor.send({ type: 'delete.cancel' })}>
              Cancel
            </Button>
            <Button
              disabled={deleting}
              aria-busy={deleting}
              onClick={() => actor.send({ type: 'delete.confirm' })}
            >
              {deleting ? 'Deleting…' : 'Delete'}
            </Button>
          </>
        }
      >
        <p>
          “{target?.name}” will be deleted. {T.deleteNote}
        </p>
        {failure && target ? <Alert tone="danger">{failure}</Alert> : null}
      </Dialog>
    </section>
  )
}
