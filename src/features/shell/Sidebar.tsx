import { useMemo, type ReactNode } from 'react'
import { css } from '../../../styled-system/css'
import { SIDEBAR_WIDTH_FOLDED, SIDEBAR_WIDTH_OPEN } from '../../domain/constants'
import { navigationFor, type NavItem } from '../../domain/shell/navigation'
import { Icon } from '../../ui/Icon'
import { useSessionFacts } from './session-facts'
import { SidebarActor } from './sidebar-context'
import { selectIsDrawer, selectIsDrawerOpen, selectIsFolded } from './selectors'
import { SidebarNav } from './SidebarNav'

export const USER_AGREEMENT_URL = 'https://www.awareness.example/legal/user-agreement'
export const PRIVACY_POLICY_URL = 'https://www.awareness.example/legal/privacy-policy'

export function Sidebar({
  onPlanItem,
  forceFolded = false,
}: {
  onPlanItem: (item: NavItem) => boolean
  forceFolded?: boolean
}) {
  const sidebar = SidebarActor.useActorRef()
  const drawer = SidebarActor.useSelector(selectIsDrawer)
  const drawerOpen = SidebarActor.useSelector(selectIsDrawerOpen)
  const folded = SidebarActor.useSelector(selectIsFolded) || (forceFolded && !drawer)
  const { user, company, facts } = useSessionFacts()
  const groups = useMemo(
    () =>
      user
        ? navigationFor({
            role: user.role,
            company: facts,
            hasWhiteLabelAccess: company?.features.hasWhiteLabelAccess ?? false,
            loggedInAsCompany: user.isAdminLoggedInAsCompany === true,
          })
        : [],
    [user, facts, company],
  )
  if (drawer && !drawerOpen) return null
  const width = folded ? SIDEBAR_WIDTH_FOLDED : SIDEBAR_WIDTH_OPEN
  const panel = (
    <aside
      aria-label="Sidebar"
      data-folded={folded}
      style={{ width }}
      className={css(
        {
          flexShrink: 0,
          bg: 'surface.inverse',
          color: 'text.inverse',
          display: 'flex',
          flexDir: 'column',
          h: '100vh',
          position: 'sticky',
          top: '0',
          overflowY: 'auto',
          transition: 'width 0.2s',
          zIndex: 20,
        },
        // Docked is for large screens: a page the gateway drew docked shows no sidebar on a phone before the
        // console turns it into the drawer.
        drawer ? {} : { display: { base: 'none', lg: 'flex' } },
      )}
    >
      <header
        className={css({ display: 'flex', alignItems: 'center', gap: '3', px: '4', h: '16', flexShrink: 0 })}
      >
        {(company?.logo ?? company?.brand?.logo) ? (
          <img
            src={(company.logo ?? company.brand?.logo)!}
            alt=""
            height={32}
            className={css({ h: '8', w: 'auto', maxW: '12', objectFit: 'contain' })}
          />
        ) : (
          <span
            aria-hidden
            className={css({
              w: '8',
              h: '8',
              borderRadius: 'md',
              bg: 'brand',
              display: 'grid',
              placeItems: 'center',
              fontWeight: 'bold',
              flexShrink: 0,
            })}
          >
            {company?.name.charAt(0)}
          </span>
        )}
        {folded ? null : (
          <span data-testid="company-name" className={css({ fontWeight: 'semibold', truncate: true })}>
            {company?.name}
          </span>
        )}
        {drawer ? null : (
          <button
            type="button"
            aria-label={folded ? 'Open sidebar' : 'Fold sidebar'}
            aria-pressed={folded}
            onClick={() => sidebar.send({ type: 'sidebar.toggle' })}
            className={css({
              ml: 'auto',
              cursor: 'pointer',
              opacity: 0.8,
              transform: folded ? 'rotate(180deg)' : 'none',
              _hover: { opacity: 1 },
            })}
          >
            <Icon name="fold" size={18} />
          </button>
        )}
      </header>
      <div className={css({ flex: '1', py: '2' })}>
        <SidebarNav
          groups={groups}
          folded={folded}
          onNavigate={() => sidebar.send({ type: 'sidebar.navigated' })}
          onIntent={(href) => sidebar.send({ type: 'sidebar.intent', href })}
          onPlanItem={onPlanItem}
        />
      </div>
      {folded ? null : (
        <footer
          className={css({ display: 'flex', gap: '4', px: '4', py: '4', fontSize: 'xs', opacity: 0.7 })}
        >
          <a href={USER_AGREEMENT_URL} target="_blank" rel="noreferrer">
            User Agreement
          </a>
          <a href={PRIVACY_POLICY_URL} target="_blank" rel="noreferrer">
            Privacy Policy
          </a>
        </footer>
      )}
    </aside>
  )
  if (!drawer) return panel
  return <DrawerFrame onClose={() => sidebar.send({ type: 'drawer.close' })}>{panel}</DrawerFrame>
}

function DrawerFrame({ children, onClose }: { children: ReactNode; onClose: () => void }) {
  return (
    <div className={css({ position: 'fixed', inset: '0', zIndex: 'overlay', display: 'flex' })}>
      {children}
      <button
        type="button"
        aria-label="Close navigation"
        onClick={onClose}
        className={css({ flex: '1', bg: 'black/40', cursor: 'default' })}
      />
    </div>
  )
}
