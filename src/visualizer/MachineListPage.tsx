import { useEffect, useMemo, useState, type MouseEvent } from 'react'
import { Link, useSearch } from 'wouter'
import { navigate } from 'wouter/use-browser-location'
import { css } from '../../styled-system/css'
import { registry } from '../../machines/registry'
import { coverageLine } from './coverage-data'
import { prefetchLayouts } from './diagram/layout'
import { machineCard, pageGroups, searchMachines } from './machine-index'
import type { CoverageSource } from './MachinePage'

const cardStyle = css({
  bg: 'surface.card',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'lg',
  p: '4',
  display: 'flex',
  flexDir: 'column',
  gap: '2',
})

/**
 * A card's link, followed by the router without a location hook per card: 123 wouter Links each subscribe to the
 * address, and leaving the list unsubscribed them one by one over the whole listener list (measured 80–110 ms
 * at 4× CPU on the click that opens a chart). A click with a modifier opens a tab as any link does.
 */
function followInApp(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  event.preventDefault()
  navigate(event.currentTarget.getAttribute('href') ?? '/machines')
}

export function MachineListPage({ coverage }: { coverage: CoverageSource }) {
  const cards = useMemo(() => registry.map(machineCard), [])
  useEffect(() => {
    const stop = new AbortController()
    const sizes = new Map(cards.map((card) => [card.id, card.stateCount + card.transitionCount]))
    void prefetchLayouts(
      registry.map((entry) => ({ ...entry, size: sizes.get(entry.id) ?? 0 })),
      stop.signal,
    )
    return () => stop.abort()
  }, [cards])
  const [query, setQuery] = useState('')
  const page = new URLSearchParams(useSearch()).get('page')
  const groups = page ? pageGroups(cards, page, query) : searchMachines(cards, query)
  return (
    <section
      aria-labelledby="machines-title"
      className={css({ display: 'flex', flexDir: 'column', gap: '4' })}
    >
      <h1 id="machines-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        Flows
      </h1>
      <p className={css({ color: 'text.muted' })}>
        Every flow of the console as a statechart: simulate it, play its generated paths, see its test
        coverage, or follow it live.
      </p>
      {page ? (
        <p>
          The flows that run on <code>{page}</code>. <Link href="/machines">Show every flow</Link>
        </p>
      ) : null}
      <input
        type="search"
        aria-label="Search flows"
        placeholder="Search by flow, route, state or event"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        className={css({
          maxW: 'md',
          px: '3',
          py: '2',
          borderWidth: '1px',
          borderColor: 'border',
          borderRadius: 'md',
          bg: 'surface.card',
        })}
      />
      {groups.length === 0 ? <p role="status">No flow matches “{query}”.</p> : null}
      {groups.map((group) => (
        <section key={group.area} aria-label={group.area} className={css({ display: 'grid', gap: '2' })}>
          <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>{group.area}</h2>
          <ul
            aria-label={`${group.area} flows`}
            className={css({
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
              gap: '4',
            })}
          >
            {group.cards.map((card) => (
              <li key={card.id} className={cardStyle}>
                <a
                  href={`/machines/${card.id}`}
                  onClick={followInApp}
                  className={css({ fontWeight: 'semibold', color: 'brand', fontSize: 'lg' })}
                >
                  {card.title}
                </a>
                <p className={css({ fontSize: 'sm', color: 'text.muted' })}>{card.description}</p>
                <p className={css({ fontSize: 'xs' })}>
                  {card.stateCount} states · {card.transitionCount} transitions · {card.routes.join(', ')}
                </p>
                {coverage.status === 'loading' ? null : (
                  <p className={css({ fontSize: 'xs', color: 'text.muted' })}>
                    {coverageLine(coverage.file, card.id)}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  )
}
