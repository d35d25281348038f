import { Menu } from '@ark-ui/react/menu'
import { Portal } from '@ark-ui/react/portal'
import { useMemo } from 'react'
import { useLocation } from 'wouter'
import { css } from '../../../styled-system/css'
import { userMenuFor } from '../../domain/shell/user-menu'
import { Icon } from '../../ui/Icon'
import { SessionActor } from '../session/session-context'
import { useSessionFacts } from './session-facts'

const item = css({
  px: '3',
  py: '2',
  fontSize: 'sm',
  borderRadius: 'sm',
  cursor: 'pointer',
  _highlighted: { bg: 'surface.sunken' },
})

export function UserMenu() {
  const session = SessionActor.useActorRef()
  const [, navigate] = useLocation()
  const { user, facts } = useSessionFacts()
  const items = useMemo(
    () =>
      user
        ? userMenuFor({
            userId: user.id,
            company: facts,
            loggedInAsCompany: user.isAdminLoggedInAsCompany === true,
          })
        : [],
    [user, facts],
  )
  const onSelect = (id: string) => {
    const chosen = items.find((i) => i.id === id)
    if (!chosen) return
    if (chosen.id === 'logout') session.send({ type: 'session.signOut' })
    else if (chosen.external && chosen.href) window.open(chosen.href, '_blank', 'noopener')
    else if (chosen.href) navigate(chosen.href)
  }
  return (
    <Menu.Root onSelect={(details) => onSelect(details.value)} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger
        // The visible name starts the accessible one (WCAG 2.5.3, label in name).
        aria-label={user ? `${user.name} ${user.lastName}, User menu` : 'User menu'}
        className={css({
          display: 'flex',
          alignItems: 'center',
          gap: '2',
          px: '2',
          py: '1',
          borderRadius: 'md',
          cursor: 'pointer',
          _hover: { bg: 'surface.sunken' },
        })}
      >
        <Icon name="user" />
        <span className={css({ fontSize: 'sm', display: { base: 'none', md: 'inline' } })}>
          {user ? `${user.name} ${user.lastName}` : ''}
        </span>
        <Icon name="chevron" size={16} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content
            className={css({
              bg: 'surface.card',
              borderRadius: 'md',
              boxShadow: 'lg',
              p: '1',
              minW: '200px',
              borderWidth: '1px',
              borderColor: 'border',
              zIndex: 'dropdown',
              outline: 'none',
            })}
          >
            {user ? (
              <div
                className={css({
                  px: '3',
                  py: '2',
                  mb: '1',
                  borderBottomWidth: '1px',
                  borderColor: 'border',
                  fontSize: 'sm',
                })}
              >
                <p className={css({ fontWeight: 'semibold' })}>{`${user.name} ${user.lastName}`.trim()}</p>
                <p className={css({ color: 'fg.muted' })}>{user.email}</p>
              </div>
            ) : null}
            {items.map((entry) => (
              <Menu.Item key={entry.id} value={entry.id} className={item}>
                {entry.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}
