import { Toast, Toaster as ArkToaster, createToaster } from '@ark-ui/react/toast'
import { css } from '../../styled-system/css'
import { TOAST_DURATION_MS } from '../domain/constants'

/** One toaster for the console: 4 s at bottom centre (000 §2). */
export const toaster = createToaster({ placement: 'bottom', duration: TOAST_DURATION_MS, gap: 12, max: 4 })

export function Toaster() {
  return (
    <ArkToaster toaster={toaster}>
      {(toast) => (
        <Toast.Root
          className={css({
            bg: toast.type === 'error' ? 'danger' : 'surface.inverse',
            color: 'text.inverse',
            px: '4',
            py: '3',
            borderRadius: 'md',
            boxShadow: 'lg',
            minW: '280px',
            maxW: '480px',
            display: 'flex',
            gap: '3',
            alignItems: 'start',
            translate: 'var(--x) var(--y)',
            scale: 'var(--scale)',
            zIndex: 'var(--z-index)',
            height: 'var(--height)',
            opacity: 'var(--opacity)',
            willChange: 'translate, opacity, scale',
            transition: 'translate 400ms, scale 400ms, opacity 400ms',
          })}
        >
          <Toast.Title className={css({ flex: '1', fontSize: 'sm' })}>{toast.title}</Toast.Title>
          <Toast.CloseTrigger aria-label="Dismiss" className={css({ cursor: 'pointer', opacity: 0.8 })}>
            ×
          </Toast.CloseTrigger>
        </Toast.Root>
      )}
    </ArkToaster>
  )
}
