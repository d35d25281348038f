import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import type { ReactNode } from 'react'
import { css } from '../../styled-system/css'
import { keepOnParentClose } from './layers'

/** A dialog that takes the whole window: a title bar with Close, the content, and an optional footer. */
export function FullScreenDialog({
  open,
  title,
  onClose,
  children,
  footer,
  headerExtra,
}: {
  open: boolean
  title: string
  onClose: () => void
  children: ReactNode
  footer?: ReactNode
  headerExtra?: ReactNode
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
      closeOnInteractOutside={false}
    >
      <Portal>
        <ArkDialog.Positioner className={css({ position: 'fixed', inset: '0', zIndex: 'modal' })}>
          <ArkDialog.Content
            className={css({
              position: 'absolute',
              inset: '0',
              bg: 'surface.page',
              display: 'grid',
              gridTemplateRows: 'auto 1fr auto',
              minH: '0',
            })}
          >
            <header
              className={css({
                display: 'flex',
                alignItems: 'center',
                gap: '3',
                px: '6',
                h: '14',
                bg: 'surface.card',
                borderBottomWidth: '1px',
                borderColor: 'border',
              })}
            >
              <ArkDialog.Title
                className={css({
                  fontSize: 'lg',
                  fontWeight: 'bold',
                  flex: '1',
                  minW: '0',
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                })}
              >
                {title}
              </ArkDialog.Title>
              {headerExtra}
              <ArkDialog.CloseTrigger
                aria-label="Close"
                className={css({
                  w: '9',
                  h: '9',
                  borderRadius: 'md',
                  fontSize: 'xl',
                  lineHeight: '1',
                  cursor: 'pointer',
                  _hover: { bg: 'surface.sunken' },
                })}
              >
                ×
              </ArkDialog.CloseTrigger>
            </header>
            <div className={css({ minH: '0', overflow: 'auto' })}>{children}</div>
            {footer ? (
              <footer
                className={css({
                  display: 'flex',
                  justifyContent: 'flex-end',
                  gap: '2',
                  px: '6',
                  py: '3',
                  bg: 'surface.card',
                  borderTopWidth: '1px',
                  borderColor: 'border',
                })}
              >
                {footer}
              </footer>
            ) : null}
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  )
}
