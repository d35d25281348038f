import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { css } from '../../styled-system/css'

export interface TabLink<TId extends string = string> {
  id: TId
  label: ReactNode
  /** An address for tabs that are pages of their own; tabs without one call `onSelect`. */
  href?: string
}

const tabClass = (current: boolean) =>
  css({
    py: '2',
    cursor: 'pointer',
    borderBottomWidth: '2px',
    borderColor: current ? 'brand' : 'transparent',
    fontWeight: current ? 'semibold' : 'normal',
    whiteSpace: 'nowrap',
  })

/** Tabs that are addresses (or parts of the address): a nav of links, the current one marked as the page. */
export function TabLinks<TId extends string>({
  label,
  tabs,
  current,
  onSelect,
}: {
  label: string
  tabs: readonly TabLink<TId>[]
  current: TId
  onSelect?: (id: TId) => void
}) {
  return (
    <nav
      data-scroller
      aria-label={label}
      className={css({
        display: 'flex',
        gap: '4',
        borderBottomWidth: '1px',
        borderColor: 'border',
        overflowX: 'auto',
      })}
    >
      {tabs.map((tab) =>
        tab.href ? (
          <Link
            key={tab.id}
            href={tab.href}
            aria-current={tab.id === current ? 'page' : undefined}
            className={tabClass(tab.id === current)}
          >
            {tab.label}
          </Link>
        ) : (
          <button
            key={tab.id}
            type="button"
            aria-current={tab.id === current ? 'page' : undefined}
            onClick={() => onSelect?.(tab.id)}
            className={tabClass(tab.id === current)}
          >
            {tab.label}
          </button>
        ),
      )}
    </nav>
  )
}
