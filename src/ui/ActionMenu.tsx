import { Menu } from '@ark-ui/react/menu'
import { Portal } from '@ark-ui/react/portal'
import type { ReactNode } from 'react'
import { css } from '../../styled-system/css'

export interface MenuAction {
  value: string
  label: string
  disabled?: boolean
}

const menuItem = css({
  px: '3',
  py: '2',
  borderRadius: 'sm',
  cursor: 'pointer',
  fontSize: 'sm',
  _highlighted: { bg: 'surface.sunken' },
  _disabled: { color: 'text.muted', cursor: 'not-allowed' },
})

/**
 * A card's or row's "⋮" menu (Ark Menu): `label` names the trigger for assistive technology, `onSelect`
 * hears the chosen action's value, `note` is shown under the items (why some are disabled).
 */
export function ActionMenu({
  label,
  actions,
  onSelect,
  note,
  disabled = false,
}: {
  label: string
  actions: readonly MenuAction[]
  onSelect: (value: string) => void
  note?: ReactNode
  /** While the row's own action runs. */
  disabled?: boolean
}) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} onSelect={(details) => onSelect(details.value)}>
      <Menu.Trigger
        aria-label={label}
        disabled={disabled}
        className={css({
          px: '2',
          borderRadius: 'md',
          cursor: 'pointer',
          _hover: { bg: 'surface.sunken' },
          _disabled: { opacity: 0.5, cursor: 'not-allowed' },
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
            {actions.map((action) => (
              <Menu.Item
                key={action.value}
                value={action.value}
                disabled={action.disabled}
                className={menuItem}
              >
                {action.label}
              </Menu.Item>
            ))}
            {note ? (
              <p className={css({ px: '3', py: '2', fontSize: 'xs', color: 'text.muted', maxW: '56' })}>
                {note}
              </p>
            ) : null}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}
