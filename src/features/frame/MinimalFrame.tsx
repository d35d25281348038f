import type { ReactNode } from 'react'
import { css } from '../../../styled-system/css'
import { Button } from '../../ui/Button'
import { SessionActor } from '../session/session-context'
import { selectCanSignOut, selectCompany, selectUser } from '../session/selectors'

/** The frame signed-in pages sit in until the full shell (sidebar, toolbar, banners) arrives. */
export function MinimalFrame({ children }: { children: ReactNode }) {
  const session = SessionActor.useActorRef()
  const user = SessionActor.useSelector(selectUser)
  const company = SessionActor.useSelector(selectCompany)
  const canSignOut = SessionActor.useSelector(selectCanSignOut)

  return (
    <div className={css({ minH: '100vh', display: 'flex', flexDir: 'column' })}>
      <header
        className={css({ h: '16', px: '6', display: 'flex', alignItems: 'center', justifyContent: 'space-between', bg: 'surface.card', borderBottomWidth: '1px', borderColor: 'border' })}
      >
        <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
          <span aria-hidden className={css({ w: '8', h: '8', borderRadius: 'md', bg: 'brand', color: 'brand.contrast', display: 'grid', placeItems: 'center', fontWeight: 'bold' })}>
            {company?.name.charAt(0) ?? 'A'}
          </span>
          <span className={css({ fontWeight: 'semibold' })} data-testid="company-name">
            {company?.name}
          </span>
        </div>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '4' })}>
          <span className={css({ fontSize: 'sm', color: 'text.muted', display: { base: 'none', sm: 'inline' } })}>
            {user ? `${user.name} ${user.lastName}` : ''} · {user?.email}
          </span>
          <Button variant="outline" size="sm" disabled={!canSignOut} onClick={() => session.send({ type: 'session.signOut' })}>
            Logout
          </Button>
        </div>
      </header>
      <main className={css({ flex: '1', p: { base: '4', md: '8' } })}>{children}</main>
    </div>
  )
}
