import { css } from '../../../styled-system/css'

/** The floating Help button the spec asks for, bottom right on every page (kept apart from the drawer: the sign-in
 * pages load the drawer only when it is asked for). A round "?" of 44 px: the pill it was covered table cells and
 * buttons while a page scrolled under it. */
export function HelpButton({ onClick, busy = false }: { onClick: () => void; busy?: boolean }) {
  return (
    <button
      type="button"
      aria-label="Help"
      title="Help"
      aria-busy={busy}
      onClick={onClick}
      className={css({
        position: 'fixed',
        right: '5',
        bottom: '5',
        zIndex: 20,
        w: '11',
        h: '11',
        display: 'grid',
        placeItems: 'center',
        fontSize: 'lg',
        borderRadius: 'full',
        bg: 'brand',
        color: 'white',
        fontWeight: 'semibold',
        boxShadow: 'lg',
        cursor: 'pointer',
        _hover: { bg: 'brand.hover' },
      })}
    >
      ?
    </button>
  )
}
