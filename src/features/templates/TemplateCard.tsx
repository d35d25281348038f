import type { MouseEvent } from 'react'
import { ActionMenu } from '../../ui/ActionMenu'
import { css } from '../../../styled-system/css'
import {
  DIFFICULTY_STARS,
  isNewTemplate,
  TEMPLATE_IN_USE,
  templateEditable,
  type TemplateCardItem,
} from '../../domain/template-library'

import { Stars } from './Stars'
import { TemplateThumbnail } from './TemplateThumbnail'
/** The campaign wizard's selection (002 §2.6): each card can be chosen or unchosen. */
export interface LibrarySelection {
  chosen: Set<string>
  onToggle: (template: TemplateCardItem) => void
}

export function TemplateCard({
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
  // In a selection, a click anywhere on the card but its own controls toggles it (the checkbox is the keyboard's
  // way in); one column that may shrink, so a long line in the preview cannot widen the card past its cell.
  const toggleFromCard = selection
    ? (event: MouseEvent) => {
        if (!(event.target as Element).closest('button, a, [role="menu"], [role="menuitem"]'))
          selection.onToggle(template)
      }
    : undefined
  return (
    <article
      aria-label={template.name}
      onClick={toggleFromCard}
      className={css({
        bg: 'surface.card',
        borderWidth: chosen ? '2px' : '1px',
        borderColor: chosen ? 'brand' : 'border',
        borderRadius: 'lg',
        overflow: 'hidden',
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gridTemplateRows: 'auto 1fr',
        minW: '0',
        cursor: selection ? 'pointer' : undefined,
      })}
    >
      <div
        className={css({
          position: 'relative',
          aspectRatio: '394 / 221',
          bg: 'brand.subtle',
          overflow: 'hidden',
        })}
      >
        <TemplateThumbnail template={template} />
        {isNewTemplate(template.createdAt, now) ? (
          <span
            className={css({
              position: 'absolute',
              top: '2',
              left: '2',
              // green.700: white on green.600 is 3.3:1 at this size (axe, issue 24).
              bg: 'green.700',
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
          <ActionMenu
            label={`Actions for ${template.name}`}
            actions={[
              { value: 'preview', label: 'Preview' },
              ...(custom
                ? [
                    { value: 'edit', label: 'Edit', disabled: !templateEditable(canManage, template) },
                    { value: 'delete', label: 'Delete', disabled: template.isInUse },
                  ]
                : []),
            ]}
            note={custom && template.isInUse ? TEMPLATE_IN_USE : null}
            onSelect={(value) =>
              value === 'preview' ? onPreview() : value === 'edit' ? onEdit() : onDelete()
            }
          />
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
