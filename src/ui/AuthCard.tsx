import { useContext, useId, type ReactNode } from 'react'
import { css, cx } from '../../styled-system/css'
import { GuestBrandContext } from './brand-context'
import { productNameOf } from './brand-theme'

/**
 * The card of the pages outside the shell (login, change password): product name, title, body. Anchored
 * near the top rather than centred, so that a validation message appearing on blur does not shift the
 * card (and the link under the pointer) upwards mid-click.
 */
export function AuthCard({
  title,
  children,
  wide = false,
}: {
  title: string
  children: ReactNode
  /** The sign-up form lays its fields out in two columns. */
  wide?: boolean
}) {
  const titleId = useId()
  // While the host's brand is asked the line stays empty rather than flash ours first.
  const brand = useContext(GuestBrandContext)
  return (
    <main
      className={css({
        minH: '100vh',
        display: 'grid',
        // One column no wider than the window: an auto column grew to the widest select's longest option.
        gridTemplateColumns: 'minmax(0, 1fr)',
        justifyItems: 'center',
        alignItems: 'start',
        p: '4',
        pt: { base: '8', md: '12vh' },
      })}
    >
      <section
        aria-labelledby={titleId}
        className={cx(
          wide ? css({ maxW: '640px' }) : css({ maxW: '440px' }),
          css({
            w: 'full',
            bg: 'surface.card',
            p: { base: '6', md: '10' },
            borderRadius: 'xl',
            boxShadow: 'lg',
            display: 'flex',
            flexDir: 'column',
            gap: '6',
          }),
        )}
      >
        <header className={css({ display: 'flex', flexDir: 'column', gap: '1' })}>
          <p
            data-testid="product-name"
            className={css({
              display: 'flex',
              alignItems: 'center',
              gap: '2',
              minH: '5',
              fontWeight: 'bold',
              color: 'brand',
              letterSpacing: 'wide',
              fontSize: 'sm',
              textTransform: 'uppercase',
            })}
          >
            {brand?.logo ? (
              <img src={brand.logo} alt="" height={28} className={css({ h: '7', w: 'auto' })} />
            ) : null}
            {brand === undefined ? null : productNameOf(brand)}
          </p>
          <h1 id={titleId} className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
            {title}
          </h1>
        </header>
        {children}
      </section>
    </main>
  )
}
