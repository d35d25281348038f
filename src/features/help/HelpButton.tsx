import { css } from '../../../styled-system/css'

/** The floating Help button, bottom right on every page (kept apart from the drawer: the sign-in pages load the
 * drawer only when it is asked for). */
export function HelpButton({ onClick, busy = false }: { onClick: () => void; busy?: boolean }) {
  return (
    <button
      type="button"
      aria-label="Help"
      aria-busy={busy}
      onClick={onClick}
      className={css({
        position: 'fixed',
        right: '5',
        bottom: '5',
        zIndex: 20,
        px: '4',
        py: '2.5',
        borderRadius: 'full',
        bg: 'brand',
        color: 'white',
        fontWeight: 'semibold',
        boxShadow: 'lg',
        cursor: 'pointer',
        _hover: { bg: 'brand.hover' },
      })}
    >
      ? Help
    </button>
  )
}
