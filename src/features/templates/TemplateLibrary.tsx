import { Menu } from '@ark-ui/react/menu'
import { Portal } from '@ark-ui/react/portal'
import { useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import type { templateLibraryMachine } from '../../../machines/template-library.machine'
import {
  DIFFICULTY_STARS,
  isNewTemplate,
  templateCount,
  TEMPLATE_IN_USE,
  TEMPLATE_LIBRARY_TEXTS as T,
  type TemplateCardItem,
  type TemplateOrderBy,
} from '../../domain/template-library'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { listControl, RetryAlert } from '../../ui/ListParts'
import { Icon } from '../../ui/Icon'
import { SafeImage } from '../../ui/SafeImage'
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

type LibraryActor = ActorRefFrom<typeof templateLibraryMachine>

const SORTS: { value: string; label: string; orderBy: TemplateOrderBy; order: 'asc' | 'desc' }[] = [
  { value: 'updatedAt:desc', label: 'Last updated', orderBy: 'updatedAt', order: 'desc' },
  { value: 'createdAt:desc', label: 'Newest', orderBy: 'createdAt', order: 'desc' },
  { value: 'name:asc', label: 'Name A–Z', orderBy: 'name', order: 'asc' },
  { value: 'name:desc', label: 'Name Z–A', orderBy: 'name', order: 'desc' },
  { value: 'difficulty:asc', label: 'Easiest first', orderBy: 'difficulty', order: 'asc' },
  { value: 'difficulty:desc', label: 'Hardest first', orderBy: 'difficulty', order: 'desc' },
]

export function Stars({ count, label }: { count: number; label: string }) {
  return (
    <span
      aria-label={`${label}: ${count} of 3`}
      className={css({ color: 'amber.500', letterSpacing: '1px' })}
    >
      {'★'.repeat(count)}
      <span className={css({ color: 'border.strong' })}>{'★'.repeat(3 - count)}</span>
    </span>
  )
}

const menuItem = css({
  px: '3',
  py: '2',
  fontSize: 'sm',
  borderRadius: 'sm',
  cursor: 'pointer',
  _highlighted: { bg: 'surface.sunken' },
  _disabled: { color: 'text.muted', cursor: 'not-allowed' },
})

/** The campaign wizard's selection (002 §2.6): each card can be chosen or unchosen. */
export interface LibrarySelection {
  chosen: Set<string>
  onToggle: (template: TemplateCardItem) => void
}

function TemplateCard({
  template,
  canManage,
  now,
  onPreview,
  onEdit,
  onDelete,
  selection,
}: {
  template: TemplateCardItem
  canManage: boolean
  now: Date
  onPreview: () => void
  onEdit: () => void
  onDelete: () => void
  selection?: LibrarySelection | undefined
}) {
  const custom = canManage && template.isEditable
  const chosen = selection?.chosen.has(template.id) ?? false
  return (
    <article
      aria-label={template.name}
      className={css({
        bg: 'surface.card',
        borderWidth: chosen ? '2px' : '1px',
        borderColor: chosen ? 'brand' : 'border',
        borderRadius: 'lg',
        overflow: 'hidden',
        display: 'grid',
        gridTemplateRows: 'auto 1fr',
      })}
    >
      <div className={css({ position: 'relative', aspectRatio: '394 / 221', bg: 'brand.subtle' })}>
        {template.thumbnailUrl ? (
          <SafeImage
            src={template.thumbnailUrl}
            alt=""
            className={css({ w: 'full', h: 'full', objectFit: 'cover' })}
          />
        ) : (
          <span
            aria-hidden="true"
            className={css({
              display: 'grid',
              placeItems: 'center',
              h: 'full',
              fontSize: '3xl',
              color: 'brand',
            })}
          >
            <Icon name={template.layoutType === 'SMS' ? 'sms' : 'phishing'} size={40} />
          </span>
        )}
        {isNewTemplate(template.createdAt, now) ? (
          <span
            className={css({
              position: 'absolute',
              top: '2',
              left: '2',
              bg: 'success',
              color: 'white',
              fontSize: 'xs',
              fontWeight: 'bold',
              px: '2',
              borderRadius: 'full',
            })}
          >
            NEW
          </span>
        ) : null}
        {selection ? (
          <button
            type="button"
            role="checkbox"
            aria-checked={chosen}
            aria-label={`Select ${template.name}`}
            onClick={() => selection.onToggle(template)}
            className={css({
              position: 'absolute',
              top: '2',
              right: '2',
              w: '7',
              h: '7',
              borderRadius: 'md',
              borderWidth: '2px',
              borderColor: chosen ? 'brand' : 'border.strong',
              bg: chosen ? 'brand' : 'surface.card',
              color: 'white',
              fontWeight: 'bold',
              cursor: 'pointer',
              boxShadow: 'sm',
            })}
          >
            {chosen ? '✓' : ''}
          </button>
        ) : null}
      </div>
      <div className={css({ p: '3', display: 'grid', gap: '1' })}>
        <div className={css({ display: 'flex', alignItems: 'start', gap: '2' })}>
          <h3 className={css({ fontWeight: 'semibold', flex: '1', minW: '0', overflowWrap: 'anywhere' })}>
            {template.name}
          </h3>
          <Menu.Root
            positioning={{ placement: 'bottom-end' }}
            onSelect={(details) =>
              details.value === 'preview' ? onPreview() : details.value === 'edit' ? onEdit() : onDelete()
            }
          >
            <Menu.Trigger
              aria-label={`Actions for ${template.name}`}
              className={css({
                px: '2',
                borderRadius: 'md',
                cursor: 'pointer',
                _hover: { bg: 'surface.sunken' },
              })}
            >
              ⋮
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner className={css({ zIndex: 'dropdown' })}>
                <Menu.Content
                  className={css({
                    bg: 'surface.card',
                    boxShadow: 'lg',
                    borderRadius: 'md',
                    p: '1',
                    minW: '44',
                    outline: 'none',
                  })}
                >
                  <Menu.Item value="preview" className={menuItem}>
                    Preview
                  </Menu.Item>
                  {custom ? (
                    <>
                      <Menu.Item value="edit" disabled={template.isInUse} className={menuItem}>
                        Edit
                      </Menu.Item>
                      <Menu.Item value="delete" disabled={template.isInUse} className={menuItem}>
                        Delete
                      </Menu.Item>
                      {template.isInUse ? (
                        <p
                          className={css({
                            px: '3',
                            py: '2',
                            fontSize: 'xs',
                            color: 'text.muted',
                            maxW: '56',
                          })}
                        >
                          {TEMPLATE_IN_USE}
                        </p>
                      ) : null}
                    </>
                  ) : null}
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        </div>
        <div
          className={css({
            display: 'flex',
            gap: '2',
            alignItems: 'center',
            fontSize: 'sm',
            color: 'text.muted',
          })}
        >
          <Stars count={DIFFICULTY_STARS[template.difficulty]} label="Difficulty" />
          <span>{template.layoutType === 'SMS' ? 'SMS' : 'Email'}</span>
          <span>· {template.type === 'CUSTOM' ? 'Custom' : 'Platform'}</span>
        </div>
      </div>
    </article>
  )
}

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
        <label className={css({ display: 'flex', flexDir: 'column', gap: '1', fontSize: 'sm' })}>
          Search templates
          <input
            type="search"
            defaultValue={query.searchText}
            maxLength={200}
            className={listControl}
            onChange={(event) =>
              actor.send({ type: 'library.search', searchText: event.target.value.trim() })
            }
          />
        </label>
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
