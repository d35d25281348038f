import { useSelector } from '@xstate/react'
import { lazy, Suspense } from 'react'
import { Link } from 'wouter'
import { css } from '../../../../styled-system/css'
import { overviewCustomersHref } from '../../../domain/reseller-overview'
import { Button } from '../../../ui/Button'
import { listCell as cell, ListStatusRow, ListTable, RetryAlert } from '../../../ui/ListParts'
import {
  selectCanReload,
  selectFailure,
  selectFigures,
  selectIncludesSubResellers,
  selectLoading,
  type ResellerOverviewActor,
} from './selectors'

const StateChart = lazy(() => import('./StateChart'))

const tile = css({
  bg: 'surface.card',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'lg',
  p: '3',
  display: 'grid',
  // Packed at the top, so the figures' numbers line up whether or not a note follows them.
  alignContent: 'start',
  gap: '0.5',
})
const number = (value: number) => value.toLocaleString('en-US')

/** The reseller overview: figures, customers by licence state, and one line per sub-reseller. */
export function ResellerOverviewPage({ overview }: { overview: ResellerOverviewActor }) {
  const figures = useSelector(overview, selectFigures)
  const loading = useSelector(overview, selectLoading)
  const failure = useSelector(overview, selectFailure)
  const withSubs = useSelector(overview, selectIncludesSubResellers)
  const canReload = useSelector(overview, selectCanReload)
  const tiles = figures
    ? [
        [
          'Customers',
          number(figures.customers),
          withSubs ? `${number(figures.viaSubResellers)} through sub-resellers` : 'Your own customers',
        ],
        ['Sub-resellers', number(figures.subResellers), null],
        ['Licensed seats', number(figures.licensedSeats), null],
        ['Active users', number(figures.activeUsers), null],
        [
          'Users over their seats',
          number(figures.overage),
          figures.overage > 0 ? 'Allocate or buy licenses' : null,
        ],
        ['Suspended', number(figures.suspended), null],
      ]
    : []
  return (
    <section
      aria-labelledby="overview-title"
      className={css({ display: 'flex', flexDir: 'column', gap: '4' })}
    >
      <div className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
        <h1 id="overview-title" className={css({ fontSize: '2xl', fontWeight: 'bold', flex: '1' })}>
          Overview
        </h1>
        <Button
          variant="outline"
          disabled={!canReload}
          onClick={() => overview.send({ type: 'overview.reload' })}
        >
          Refresh
        </Button>
      </div>
      <RetryAlert message={failure} onRetry={() => overview.send({ type: 'overview.retry' })} />
      {figures ? (
        <dl
          aria-label="Figures"
          className={css({
            display: 'grid',
            gap: '3',
            gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
          })}
        >
          {tiles.map(([label, value, note]) => (
            <div key={label} className={tile}>
              <dt className={css({ fontSize: 'sm', color: 'text.muted' })}>{label}</dt>
              <dd className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{value}</dd>
              {note ? <dd className={css({ fontSize: 'xs', color: 'text.muted' })}>{note}</dd> : null}
            </div>
          ))}
        </dl>
      ) : null}
      {figures && figures.customers > 0 ? (
        <figure className={`${tile} ${css({ minW: '0', gridTemplateColumns: 'minmax(0, 1fr)' })}`}>
          <figcaption className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>
            Customers by licence
          </figcaption>
          <Suspense fallback={<div className={css({ h: '200px' })} />}>
            <StateChart byState={figures.byState} />
          </Suspense>
        </figure>
      ) : null}
      <ListTable busy={loading}>
        <caption className={css({ textAlign: 'left', p: '3', fontWeight: 'semibold' })}>
          {withSubs ? 'Customers by reseller' : 'Your customers'}
        </caption>
        <thead className={css({ color: 'fg.muted', fontWeight: 'semibold' })}>
          <tr>
            <th className={cell}>Customers of</th>
            <th className={cell}>Customers</th>
            <th className={cell}>Licensed seats</th>
            <th className={cell}>Active users</th>
            <th className={cell}>Over their seats</th>
          </tr>
        </thead>
        <tbody>
          {(figures?.rows ?? []).map((row) => (
            <tr key={row.id ?? 'own'}>
              <th scope="row" className={`${cell} ${css({ fontWeight: 'semibold' })}`}>
                {row.id === null || withSubs ? (
                  <Link
                    href={overviewCustomersHref(row.id)}
                    className={css({ color: 'brand', textDecoration: 'underline' })}
                  >
                    {row.name}
                  </Link>
                ) : (
                  row.name
                )}
              </th>
              <td className={cell}>{number(row.customers)}</td>
              <td className={cell}>{number(row.licensedSeats)}</td>
              <td className={cell}>{number(row.activeUsers)}</td>
              <td className={cell}>{number(row.overage)}</td>
            </tr>
          ))}
          <ListStatusRow columns={5} noun="the overview" loading={!figures && loading} empty={false} />
        </tbody>
      </ListTable>
      {figures && !withSubs && figures.subResellers > 0 ? (
        <p className={css({ fontSize: 'sm', color: 'text.muted' })}>
          Your sub-resellers’ own customers are not included: your account has no access to them.
        </p>
      ) : null}
    </section>
  )
}
