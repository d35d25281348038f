import { css } from '../../../styled-system/css'
import { card } from '../../ui/surfaces'
import { NO_DATA, type StatCard } from '../../domain/dashboard'

const grid = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(4, 1fr)' },
})

/** The four statistic cards: the current period's headline, its details, the change since the previous one. */
export function StatCards({ cards }: { cards: StatCard[] }) {
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
            <p className={css({ color: 'text.muted', my: 'auto', textAlign: 'center' })}>{NO_DATA}</p>
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
