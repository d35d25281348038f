import { Link } from 'wouter'
import { css } from '../../../styled-system/css'

export const NARROW_SCREEN_TEXT = 'Visit us on a larger screen to enjoy this feature.'
export const NARROW_SCREEN_BACK = 'Back to Get started'

/** The desktop-only pages on a phone (002 §2.6, §2.10): the spec's sentence and a way out (issue 24). */
export function NarrowScreenNotice() {
  return (
    <div
      role="status"
      className={css({
        display: 'grid',
        placeItems: 'center',
        alignContent: 'center',
        gap: '4',
        minH: '50vh',
        textAlign: 'center',
        color: 'text.muted',
        p: '6',
      })}
    >
      {NARROW_SCREEN_TEXT}
      <Link href="/home" className={css({ color: 'brand', fontWeight: 'semibold' })}>
        {NARROW_SCREEN_BACK}
      </Link>
    </div>
  )
}
