import { css } from '../../../styled-system/css'

export const NARROW_SCREEN_TEXT = 'Visit us on a larger screen to enjoy this feature.'

export function NarrowScreenNotice() {
  return (
    <div
      role="status"
      className={css({
        display: 'grid',
        placeItems: 'center',
        minH: '50vh',
        textAlign: 'center',
        color: 'text.muted',
        p: '6',
      })}
    >
      {NARROW_SCREEN_TEXT}
    </div>
  )
}
