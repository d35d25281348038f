import { useActorRef, useSelector } from '@xstate/react'
import { lazy, Suspense } from 'react'
import type { InspectionEvent } from 'xstate'
import { css } from '../../../../styled-system/css'
import type { opportunityForecastMachine } from '../../../../machines/partner/opportunity-forecast.machine'
import {
  FORECAST_TEXTS,
  formatMoney,
  OPPORTUNITY_KINDS,
  OPPORTUNITY_TEXTS,
  type KindFilter,
  type OpportunityKind,
} from '../../../domain/opportunity-forecast'
import { badge } from '../../../ui/badge'
import { Button } from '../../../ui/Button'
import { listCell as cell, ListStatusRow, ListTable, RetryAlert } from '../../../ui/ListParts'
import { LicenceAllocateDialog } from '../licences/LicenceAllocateDialog'
import { LicenceBuyDialog } from '../licences/LicenceBuyDialog'
import {
  selectAllocate,
  selectBuy,
  selectCanAct,
  selectFailure,
  selectKind,
  selectLoading,
  selectResendingId,
  selectRows,
  selectTotals,
  selectView,
  type ForecastActor,
} from './selectors'
import { formatDate } from '../../../domain/intl-format'

const ForecastChart = lazy(() => import('./ForecastChart'))

const TONES: Record<OpportunityKind, 'info' | 'success' | 'orange' | 'purple'> = {
  TRIAL_ENDING: 'info',
  RENEWAL: 'success',
  OVERAGE: 'orange',
  INVITATION: 'purple',
}

const dateOf = (iso: string) =>
  formatDate(iso, 'en-US', { month: 'short', day: 'numeric', year: 'numeric' })

/** One figure per kind, each also the filter for its kind (pressed when it is the one shown). */
function KindFigures({ forecast }: { forecast: ForecastActor }) {
  const totals = useSelector(forecast, selectTotals)
  const kind = useSelector(forecast, selectKind)
  const choose = (next: KindFilter) => forecast.send({ type: 'forecast.kind', kind: next })
  const figure = (value: KindFilter, label: string, count: number, revenue: number) => (
    <button
      key={value}
      type="button"
      aria-pressed={kind === value}
      onClick={() => choose(value)}
      className={css({
        textAlign: 'left',
        bg: 'surface.card',
        borderWidth: '1px',
        borderColor: kind === value ? 'brand' : 'border',
        outline: kind === value ? '1px solid' : 'none',
        outlineColor: 'brand',
        borderRadius: 'lg',
        p: '3',
        display: 'grid',
        gap: '0.5',
        cursor: 'pointer',
        _hover: { borderColor: 'brand' },
      })}
    >
      <span className={css({ fontSize: 'sm', color: 'text.muted' })}>{label}</span>
      <span className={css({ fontSize: 'xl', fontWeight: 'bold' })}>{formatMoney(revenue)}</span>
      <span className={css({ fontSize: 'xs', color: 'text.muted' })}>
        {count} {count === 1 ? 'opportunity' : 'opportunities'}
      </span>
    </button>
  )
  return (
    <div
      role="group"
      aria-label="Show by kind"
      className={css({
        display: 'grid',
        gap: '3',
        gridTemplateColumns: 'repeat(auto-fit, minmax(170px, 1fr))',
      })}
    >
      {figure('ALL', 'All in 90 days', totals.count, totals.revenue)}
      {OPPORTUNITY_KINDS.map((item) =>
        figure(item, OPPORTUNITY_TEXTS[item].plural, totals.byKind[item].count, totals.byKind[item].revenue),
      )}
    </div>
  )
}

/** The opportunity forecast: the next 90 days by kind, charted, and each row's next step. */
export default function ForecastPage({
  logic,
  inspect,
}: {
  logic: typeof opportunityForecastMachine
  inspect?: ((event: InspectionEvent) => void) | undefined
}) {
  const forecast = useActorRef(logic, inspect ? { inspect } : {})
  const view = useSelector(forecast, selectView)
  const loading = useSelector(forecast, selectLoading)
  const failure = useSelector(forecast, selectFailure)
  const { rows, more } = useSelector(forecast, selectRows)
  const canAct = useSelector(forecast, selectCanAct)
  const resending = useSelector(forecast, selectResendingId)
  const kind = useSelector(forecast, selectKind)
  const allocate = useSelector(forecast, selectAllocate)
  const buy = useSelector(forecast, selectBuy)
  return (
    <section
      aria-labelledby="forecast-title"
      className={css({ display: 'flex', flexDir: 'column', gap: '4' })}
    >
      <div>
        <h1 id="forecast-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
          {FORECAST_TEXTS.title}
        </h1>
        <p className={css({ color: 'text.muted', fontSize: 'sm' })}>
          What falls due with your customers in the next 90 days, and what it is expected to bring in a year.
        </p>
      </div>
      <RetryAlert message={failure} onRetry={() => forecast.send({ type: 'forecast.retry' })} />
      <KindFigures forecast={forecast} />
      {view && view.opportunities.length > 0 ? (
        <Suspense fallback={<div className={css({ h: '290px' })} />}>
          <ForecastChart view={view} />
        </Suspense>
      ) : null}
      <ListTable busy={loading}>
        <caption className={css({ textAlign: 'left', p: '3', fontWeight: 'semibold' })}>
          {kind === 'ALL' ? 'Opportunities' : OPPORTUNITY_TEXTS[kind].plural}, soonest first
        </caption>
        <thead className={css({ color: 'fg.muted', fontWeight: 'semibold' })}>
          <tr>
            <th className={cell}>Due</th>
            <th className={cell}>Customer</th>
            <th className={cell}>Kind</th>
            <th className={cell}>Seats</th>
            <th className={cell}>Expected revenue</th>
            <th className={cell}>
              <span className={css({ srOnly: true })}>Next step</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((item) => {
            const texts = OPPORTUNITY_TEXTS[item.kind]
            return (
              <tr key={item.id}>
                <td className={`${cell} ${css({ whiteSpace: 'nowrap' })}`}>{dateOf(item.dueAt)}</td>
                <th scope="row" className={`${cell} ${css({ fontWeight: 'semibold' })}`}>
                  {item.customerName}
                  {item.invitationEmail ? (
                    <span className={css({ display: 'block', fontWeight: 'normal', color: 'text.muted' })}>
                      {item.invitationEmail}
                    </span>
                  ) : null}
                </th>
                <td className={cell}>
                  <span className={badge({ tone: TONES[item.kind] })}>{texts.label}</span>
                </td>
                <td className={cell}>{item.seats}</td>
                <td className={cell} title={`Expected from ${texts.basis}`}>
                  {formatMoney(item.expectedRevenue)}
                </td>
                <td className={`${cell} ${css({ textAlign: 'right' })}`}>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={!canAct}
                    aria-label={`${texts.stepLabel}: ${item.customerName}`}
                    onClick={() => forecast.send({ type: 'forecast.step', id: item.id })}
                  >
                    {resending === item.id ? 'Sending…' : texts.stepLabel}
                  </Button>
                </td>
              </tr>
            )
          })}
          <ListStatusRow
            columns={6}
            noun="opportunities"
            loading={!view && loading}
            empty={view !== null && rows.length === 0}
            emptyText={kind === 'ALL' ? FORECAST_TEXTS.empty : FORECAST_TEXTS.emptyKind}
          />
        </tbody>
      </ListTable>
      {more > 0 ? (
        <Button
          variant="outline"
          disabled={!canAct}
          onClick={() => forecast.send({ type: 'forecast.more' })}
          className={css({ alignSelf: 'center' })}
        >
          Show {Math.min(more, 50)} more of {more}
        </Button>
      ) : null}
      <p className={css({ fontSize: 'xs', color: 'text.muted' })}>
        Expected revenue per year: a trial from its active users at the list price per seat; a renewal from
        its licensed seats at its current price; an overage from the users over its seats; an invitation from
        the average seats of your paying customers.
      </p>
      {allocate ? <LicenceAllocateDialog allocate={allocate} /> : null}
      {buy ? <LicenceBuyDialog buy={buy} /> : null}
    </section>
  )
}
