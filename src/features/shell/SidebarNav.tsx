import { useState } from 'react'
import { Link, useLocation } from 'wouter'
import { css, cx } from '../../../styled-system/css'
import { currentNavItem, type NavGroup, type NavItem } from '../../domain/shell/navigation'
import { Icon } from '../../ui/Icon'

interface Props {
  groups: NavGroup[]
  folded: boolean
  onNavigate: () => void
  /** An item hovered or focused: its page may be fetched ahead of the click. */
  onIntent: (href: string) => void
  onPlanItem: (item: NavItem) => boolean
}

const itemClass = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  px: '3',
  py: '2',
  borderRadius: 'md',
  fontSize: 'sm',
  color: 'text.inverse',
  opacity: 0.85,
  _hover: { bg: 'whiteAlpha.200', opacity: 1 },
  '&[aria-current=page]': { bg: 'whiteAlpha.300', opacity: 1, fontWeight: 'semibold' },
})

export function SidebarNav({ groups, folded, onNavigate, onIntent, onPlanItem }: Props) {
  const [location] = useLocation()
  const [partnerOpen, setPartnerOpen] = useState(true)
  const current = currentNavItem(location, groups)
  return (
    <nav
      aria-label="Main"
      className={css({ display: 'flex', flexDir: 'column', gap: '4', px: folded ? '2' : '3' })}
    >
      {groups.map((group) => {
        const open = !group.collapsible || partnerOpen
        return (
          <div key={group.id} role="group" aria-label={group.label ?? undefined}>
            {group.label && !folded ? (
              group.collapsible ? (
                <button
                  type="button"
                  aria-expanded={open}
                  onClick={() => setPartnerOpen((v) => !v)}
                  className={cx(
                    itemClass,
                    css({
                      w: 'full',
                      textTransform: 'uppercase',
                      fontSize: 'xs',
                      letterSpacing: 'wide',
                      cursor: 'pointer',
                    }),
                  )}
                >
                  <Icon name={group.icon} size={16} /> {group.label}
                  <span className={css({ ml: 'auto', transform: open ? 'rotate(180deg)' : 'none' })}>
                    <Icon name="chevron" size={16} />
                  </span>
                </button>
              ) : (
                <p
                  className={css({
                    px: '3',
                    pb: '1',
                    fontSize: 'xs',
                    textTransform: 'uppercase',
                    letterSpacing: 'wide',
                    color: 'text.inverse',
                    opacity: 0.55,
                  })}
                >
                  {group.label}
                </p>
              )
            ) : null}
            {open ? (
              <ul className={css({ display: 'flex', flexDir: 'column', gap: '0.5' })}>
                {group.items.map((item) => (
                  <li key={item.id}>
                    <Link
                      href={item.href}
                      aria-current={item.id === current ? 'page' : undefined}
                      title={folded ? item.label : undefined}
                      aria-label={folded ? item.label : undefined}
                      className={cx(
                        itemClass,
                        group.asPartnershipButton
                          ? css({
                              borderWidth: '1px',
                              borderColor: 'whiteAlpha.500',
                              justifyContent: 'center',
                            })
                          : undefined,
                        folded ? css({ justifyContent: 'center' }) : undefined,
                      )}
                      onPointerEnter={() => onIntent(item.href)}
                      onFocus={() => onIntent(item.href)}
                      onClick={(event) => {
                        if (item.opensPlanDialog && onPlanItem(item)) event.preventDefault()
                        onNavigate()
                      }}
                    >
                      <Icon name={item.icon} />
                      {folded ? null : <span>{item.label}</span>}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        )
      })}
    </nav>
  )
}
