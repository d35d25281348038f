import { css } from '../../../styled-system/css'

export function BootSplash() {
  return (
    <div
      role="status"
      aria-live="polite"
      className={css({ minH: '100vh', display: 'grid', placeItems: 'center', color: 'text.muted' })}
    >
      Loading the console…
    </div>
  )
}
