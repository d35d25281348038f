import { Link } from 'wouter'
import { css } from '../../../styled-system/css'
import { card } from '../../ui/surfaces'
import { Button } from '../../ui/Button'
import { EMPTY_CARD_NEXT, NO_DATA, type StatCard } from '../../domain/dashboard'
import { GET_STARTED_TEXTS } from '../../domain/get-started'

const grid = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(4, 1fr)' },
})

const nextLink = css({ color: 'brand', fontWeight: 'semibold', fontSize: 'sm', textDecoration: 'underline' })

/** An empty card's next step: the spec's "No data yet...", what will show, and where to start it. */
function EmptyCard({
  id,
  canStartTraining,
  onStartTraining,
}: {
  id: StatCard['id']
  canStartTraining: boolean
  onStartTraining: () => void
}) {
  const next = EMPTY_CARD_NEXT[id]
  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '2', alignItems: 'flex-start' })}>
      <p className={css({ color: 'text.muted', fontWeight: 'semibold' })}>{NO_DATA}</p>
      <p className={css({ color: 'text.muted', fontSize: 'sm' })}>{next.hint}</p>
      {id === 'training' && canStartTraining ? (
        <Button size="sm" onClick={onStartTraining}>
          {GET_STARTED_TEXTS.startButton}
        </Button>
      ) : (
        <Link href={next.href} className={nextLink}>
          {next.label}
        </Link>
      )}
    </div>
  )
}

/** The four statistic cards: the current period's headline, its details, the change since the previous one. */
export function StatCards({
  cards,
  canStartTraining,
  onStartTraining,
}: {
  cards: StatCard[]
  canStartTraining: boolean
  onStartTraining: () => void
}) {
  return (
    <ul aria-label="Statistics" className={grid}>
      {cards.map((item) => (
        <li key={item.id} aria-labelledby={`card-${item.id}`} className={`${card} ${css({ minH: '200px' })}`}>
          <h3
            id={`card-${item.id}`}
            className={css({ fontSize: 'sm', fontWeight: 'semibold', color: 'text.muted' })}
          >
            {item.title}
          </h3>
          {item.value === null ? (
            <EmptyCard id={item.id} canStartTraining={canStartTraining} onStartTraining={onStartTraining} />
          ) : (
            <>
              <p className={css({ fontSize: '3xl', fontWeight: 'bold', lineHeight: '1.1' })}>
                {item.value}{' '}
                <span className={css({ fontSize: 'sm', fontWeight: 'normal', color: 'text.muted' })}>
                  {item.caption}
                </span>
              </p>
              {item.change ? (
                <p className={css({ fontSize: 'xs', color: 'text.muted' })}>{item.change}</p>
              ) : null}
              <dl
                className={css({
                  display: 'grid',
                  gridTemplateColumns: '1fr auto',
                  gap: '1',
                  fontSize: 'sm',
                })}
              >
                {item.details.map((detail) => (
                  <div key={detail.label} className={css({ display: 'contents' })}>
                    <dt className={css({ color: 'text.muted' })}>{detail.label}</dt>
                    <dd className={css({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' })}>
                      {detail.value}
                    </dd>
                  </div>
                ))}
              </dl>
            </>
          )}
        </li>
      ))}
    </ul>
  )
}
