import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import type { ReactNode } from 'react'
import { css } from '../../styled-system/css'
import { keepOnParentClose } from './layers'

/** A right-side drawer (Ark's dialog: focus trap, Escape, labelled by its title). */
export function Drawer({
  open,
  title,
  children,
  footer,
  onClose,
  width = '560px',
}: {
  open: boolean
  title: string
  children: ReactNode
  footer: ReactNode
  onClose: () => void
  width?: '480px' | '560px'
}) {
  return (
    <ArkDialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      // Only its own close, Escape or a click outside dismisses it: zag otherwise dismisses every layer opened
      // after one that closes, so the notification popover that opened itself a moment before would take this
      // modal with it when the user's first click closes the popover.
      onRequestDismiss={keepOnParentClose}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <ArkDialog.Backdrop
          className={css({ position: 'fixed', inset: '0', bg: 'black/40', zIndex: 'modal' })}
        />
        <ArkDialog.Positioner
          className={css({
            position: 'fixed',
            inset: '0',
            display: 'flex',
            justifyContent: 'flex-end',
            zIndex: 'modal',
          })}
        >
          <ArkDialog.Content
            className={css({
              bg: 'surface.card',
              boxShadow: 'xl',
              h: '100dvh',
              w: 'full',
              maxW: width === '480px' ? '480px' : '560px',
              display: 'flex',
              flexDir: 'column',
            })}
          >
            <header
              className={css({
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                px: '6',
                py: '4',
                borderBottomWidth: '1px',
                borderColor: 'border',
              })}
            >
              <ArkDialog.Title className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
                {title}
              </ArkDialog.Title>
              <ArkDialog.CloseTrigger
                aria-label="Close"
                className={css({
                  fontSize: 'xl',
                  px: '2',
                  cursor: 'pointer',
                  borderRadius: 'md',
                  _hover: { bg: 'surface.sunken' },
                })}
              >
                ×
              </ArkDialog.CloseTrigger>
            </header>
            <div
              className={css({
                flex: '1',
                overflowY: 'auto',
                px: '6',
                py: '5',
                display: 'flex',
                flexDir: 'column',
                gap: '5',
              })}
            >
              {children}
            </div>
            <footer
              className={css({
                display: 'flex',
                justifyContent: 'flex-end',
                gap: '2',
                px: '6',
                py: '4',
                borderTopWidth: '1px',
                borderColor: 'border',
              })}
            >
              {footer}
            </footer>
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  )
}
