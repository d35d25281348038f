import { useId, type ReactNode } from 'react'
import { css } from '../../styled-system/css'

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
  return (
    <main
      className={css({
        minH: '100vh',
        display: 'grid',
        justifyItems: 'center',
        alignItems: 'start',
        p: '4',
        pt: { base: '8', md: '12vh' },
      })}
    >
      <section
        aria-labelledby={titleId}
        className={css({
          w: 'full',
          maxW: wide ? '640px' : '440px',
          bg: 'surface.card',
          p: { base: '6', md: '10' },
          borderRadius: 'xl',
          boxShadow: 'lg',
          display: 'flex',
          flexDir: 'column',
          gap: '6',
        })}
      >
        <header className={css({ display: 'flex', flexDir: 'column', gap: '1' })}>
          <p className={css({ fontWeight: 'bold', color: 'brand', letterSpacing: 'wide', fontSize: 'sm' })}>
            AWARENESS ADMIN
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
