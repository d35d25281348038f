import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import type { ReactNode } from 'react'
import { css } from '../../styled-system/css'
import { keepOnParentClose } from './layers'

export interface DialogProps {
  open: boolean
  title: string
  children: ReactNode
  actions: ReactNode
  onClose: () => void
  /** Some dialogs (an ended trial that cannot be upgraded in place) may not be dismissed. */
  closable?: boolean
  role?: 'dialog' | 'alertdialog'
  /** lg: a form dialog — wider, and its body scrolls inside the viewport. */
  size?: 'md' | 'lg'
  /**
   * One of a chain of dialogs (the next opens as this one closes): focus moved outside by code does not close it.
   * The dialog a step before hands focus back to its trigger as it unmounts, and on a busy machine that comes
   * after the next dialog opened, which zag would take as the user leaving it.
   */
  chained?: boolean
}

export function Dialog({
  open,
  title,
  children,
  actions,
  onClose,
  closable = true,
  role = 'dialog',
  size = 'md',
  chained = false,
}: DialogProps) {
  return (
    <ArkDialog.Root
      open={open}
      onOpenChange={(details) => !details.open && closable && onClose()}
      // Only its own close, Escape or a click outside dismisses it: zag otherwise dismisses every layer opened
      // after one that closes, so the notification popover that opened itself a moment before would take this
      // modal with it when the user's first click closes the popover.
      onRequestDismiss={keepOnParentClose}
      role={role}
      lazyMount
      unmountOnExit
      closeOnInteractOutside={closable}
      onFocusOutside={chained ? (event) => event.preventDefault() : undefined}
      closeOnEscape={closable}
    >
      <Portal>
        <ArkDialog.Backdrop
          className={css({ position: 'fixed', inset: '0', bg: 'black/40', zIndex: 'modal' })}
        />
        <ArkDialog.Positioner
          className={css({
            position: 'fixed',
            inset: '0',
            display: 'grid',
            placeItems: 'center',
            p: '4',
            zIndex: 'modal',
          })}
        >
          <ArkDialog.Content
            className={css({
              bg: 'surface.card',
              borderRadius: 'xl',
              boxShadow: 'xl',
              p: '6',
              w: 'full',
              maxW: size === 'lg' ? '640px' : '480px',
              maxH: 'calc(100dvh - 2rem)',
              display: 'flex',
              flexDir: 'column',
              gap: '4',
            })}
          >
            <ArkDialog.Title className={css({ fontSize: 'lg', fontWeight: 'bold' })}>{title}</ArkDialog.Title>
            <ArkDialog.Description asChild>
              <div
                className={
                  size === 'lg' ? css({ overflowY: 'auto', minH: '0', mx: '-1', px: '1' }) : undefined
                }
              >
                {children}
              </div>
            </ArkDialog.Description>
            <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2' })}>{actions}</div>
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  )
}
