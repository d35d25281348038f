import { Tooltip } from '@ark-ui/react/tooltip'
import { Portal } from '@ark-ui/react/portal'
import { useSelector } from '@xstate/react'
import { useEffect, useRef, type ReactNode } from 'react'
import { css } from '../../../styled-system/css'
import {
  CALENDAR,
  CALENDAR_TEXTS as T,
  monthLabel,
  monthYearLabel,
  type PlannerCell,
  type PlannerRow,
} from '../../domain/calendar-planner'
import { Button } from '../../ui/Button'
import { Icon } from '../../ui/Icon'
import { RetryAlert } from '../../ui/ListParts'
import { panel } from '../../ui/surfaces'
import { useMediaQuery } from '../../ui/use-media-query'
import { PlannerDialogs } from './PlannerDialogs'
import {
  sameRows,
  selectCanAdd,
  selectCanGoBack,
  selectCanGoOn,
  selectCurrentMonth,
  selectDialog,
  selectOffset,
  selectPlannerFailure,
  selectPlannerLoading,
  selectRows,
  selectSliding,
  selectYear,
  type PlannerActor,
} from './planner-selectors'

const grid = css({
  display: 'grid',
  gridTemplateColumns: '150px repeat(12, minmax(56px, 1fr))',
  borderWidth: '1px 0 0 1px',
  borderStyle: 'solid',
  borderColor: 'border',
  rounded: 'md',
  fontSize: 'sm',
})
const cellStyles = {
  borderWidth: '0 1px 1px 0',
  borderStyle: 'solid',
  borderColor: 'border',
  minH: '12',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  p: '1',
} as const
const cellBase = css(cellStyles)
const head = css(cellStyles, { fontWeight: 'semibold', color: 'text.muted', bg: 'surface.sunken', minH: '9' })
const thisMonth = css(cellStyles, { fontWeight: 'bold', color: 'brand', bg: 'brand.subtle', minH: '9' })
const rowLabel = css(cellStyles, {
  justifyContent: 'space-between',
  gap: '2',
  fontWeight: 'semibold',
  px: '3',
})
const filled = css({
  w: 'full',
  h: 'full',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '1',
  rounded: 'md',
  bg: 'brand.subtle',
  color: 'brand',
  fontWeight: 'bold',
  cursor: 'pointer',
  _hover: { bg: 'brand', color: 'white' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand' },
})
const add = css({
  w: 'full',
  h: 'full',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  rounded: 'md',
  color: 'transparent',
  cursor: 'pointer',
  _hover: { color: 'brand', bg: 'surface.sunken' },
  _focusVisible: { color: 'brand', outline: '2px solid', outlineColor: 'brand' },
})
const hoverCard = css({
  bg: 'surface.card',
  border: '1px solid',
  borderColor: 'border',
  rounded: 'md',
  shadow: 'lg',
  p: '3',
  minW: '56',
  maxW: '72',
  display: 'flex',
  flexDir: 'column',
  gap: '2',
  zIndex: 'popover',
})

function Cell({
  row,
  cell,
  actor,
  covered,
}: {
  row: PlannerRow
  cell: PlannerCell
  actor: PlannerActor
  /** A dialog is open over the grid: no hover card competes with it. */
  covered: boolean
}) {
  const where = `${row.label}, ${monthYearLabel(cell.month)}`
  if (cell.count > 0)
    return (
      <div className={cellBase}>
        <Tooltip.Root
          openDelay={CALENDAR.tooltipDelayMs}
          closeDelay={150}
          lazyMount
          unmountOnExit
          {...(covered ? { open: false } : {})}
        >
          <Tooltip.Trigger asChild>
            <button
              type="button"
              className={filled}
              aria-label={`${where}: ${cell.count} ${cell.count === 1 ? 'activity' : 'activities'}`}
              onClick={() => actor.send({ type: 'month.open', category: row.category, month: cell.month })}
            >
              {cell.label}
            </button>
          </Tooltip.Trigger>
          <Portal>
            <Tooltip.Positioner>
              <Tooltip.Content className={hoverCard}>
                <strong>{where}</strong>
                <ul className={css({ display: 'flex', flexDir: 'column', gap: '1' })}>
                  {cell.preview.map((item) => (
                    <li
                      key={item.id}
                      className={css({ display: 'flex', justifyContent: 'space-between', gap: '3' })}
                    >
                      <span className={css({ truncate: true })}>{item.name}</span>
                      <span className={css({ color: 'text.muted', flexShrink: 0 })}>
                        {item.assignedUsers} users
                      </span>
                    </li>
                  ))}
                </ul>
                {cell.count > cell.preview.length ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() =>
                      actor.send({ type: 'month.open', category: row.category, month: cell.month })
                    }
                  >
                    {T.seeAll(cell.count)}
                  </Button>
                ) : null}
              </Tooltip.Content>
            </Tooltip.Positioner>
          </Portal>
        </Tooltip.Root>
      </div>
    )
  return (
    <div className={cellBase}>
      {cell.addable ? (
        <button
          type="button"
          className={add}
          aria-label={`Add to ${where}`}
          onClick={() => actor.send({ type: 'activity.add', category: row.category, month: cell.month })}
        >
          <Icon name="plus" size={16} />
        </button>
      ) : null}
    </div>
  )
}

/** The grid slides in from the side it moved to, over the second 002 §9 gives the animation. */
function useSlide(offset: number) {
  const ref = useRef<HTMLDivElement>(null)
  const last = useRef(offset)
  useEffect(() => {
    if (last.current === offset || !ref.current) return
    const from = offset > last.current ? '40px' : '-40px'
    last.current = offset
    ref.current.animate?.(
      [
        { transform: `translateX(${from})`, opacity: 0.2 },
        { transform: 'none', opacity: 1 },
      ],
      { duration: CALENDAR.slideMs, easing: 'ease-out' },
    )
  }, [offset])
  return ref
}

/**
 * The year planner: a row per category, twelve months, previous / next a year at a time (002 §2.10). Desktop
 * only; narrow screens get the spec's placeholder. `footer` is the full page's extra (the feed).
 */
export function ActivityCalendar({
  actor,
  heading,
  action,
}: {
  actor: PlannerActor
  heading: 'h1' | 'h2'
  action?: ReactNode
}) {
  const wide = useMediaQuery('(min-width: 960px)')
  const loading = useSelector(actor, selectPlannerLoading)
  const failure = useSelector(actor, selectPlannerFailure)
  const rows = useSelector(actor, selectRows, sameRows)
  const year = useSelector(actor, selectYear)
  const offset = useSelector(actor, selectOffset)
  const sliding = useSelector(actor, selectSliding)
  const canGoBack = useSelector(actor, selectCanGoBack)
  const canGoOn = useSelector(actor, selectCanGoOn)
  const canAdd = useSelector(actor, selectCanAdd)
  const slide = useSlide(offset)
  const covered = useSelector(actor, selectDialog) !== 'none'
  const currentMonth = useSelector(actor, selectCurrentMonth)
  const Heading = heading
  return (
    <section aria-labelledby="planner-title" aria-busy={loading || sliding} className={panel}>
      <header className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}>
        <Heading
          id="planner-title"
          className={css({ fontSize: heading === 'h1' ? '2xl' : 'xl', fontWeight: 'bold' })}
        >
          {T.title}
        </Heading>
        {wide ? (
          <div className={css({ display: 'flex', alignItems: 'center', gap: '2', ml: 'auto' })}>
            <Button
              variant="ghost"
              size="sm"
              aria-label={T.previous}
              disabled={!canGoBack}
              onClick={() => actor.send({ type: 'range.previous' })}
            >
              <Icon name="fold" size={18} />
            </Button>
            <span aria-live="polite" className={css({ fontWeight: 'bold', minW: '12', textAlign: 'center' })}>
              {year}
            </span>
            <Button
              variant="ghost"
              size="sm"
              aria-label={T.next}
              disabled={!canGoOn}
              onClick={() => actor.send({ type: 'range.next' })}
            >
              <Icon name="next" size={18} />
            </Button>
            <Button size="sm" disabled={!canAdd} onClick={() => actor.send({ type: 'activity.add' })}>
              {T.addActivity}
            </Button>
            {action}
          </div>
        ) : null}
      </header>
      {!wide ? <p className={css({ color: 'text.muted' })}>{T.mobile}</p> : null}
      {wide && loading && !rows ? (
        <p role="status" className={css({ color: 'text.muted' })}>
          Loading…
        </p>
      ) : null}
      {wide && failure ? (
        <RetryAlert
          message={`${T.loadFailed} ${failure}`}
          label="Retry"
          onRetry={() => actor.send({ type: 'planner.retry' })}
        />
      ) : null}
      {wide && rows ? (
        <div className={css({ overflow: 'hidden' })}>
          <div ref={slide} role="grid" aria-label={`${T.title} ${year}`} className={grid}>
            <div role="row" className={css({ display: 'contents' })}>
              <div role="columnheader" className={head}>
                {year}
              </div>
              {rows[0]!.cells.map((cell) => (
                <div
                  role="columnheader"
                  key={cell.month}
                  aria-current={cell.month === currentMonth ? 'date' : undefined}
                  className={cell.month === currentMonth ? thisMonth : head}
                >
                  {monthLabel(cell.month)}
                </div>
              ))}
            </div>
            {rows.map((row) => (
              <div role="row" key={row.category} className={css({ display: 'contents' })}>
                <div role="rowheader" className={rowLabel}>
                  <span>{row.label}</span>
                  {row.lock ? (
                    <span
                      role="img"
                      title={row.lock}
                      aria-label={row.lock}
                      className={css({ color: 'text.muted' })}
                    >
                      <Icon name="lock" size={16} />
                    </span>
                  ) : null}
                </div>
                {row.cells.map((cell) => (
                  <div role="gridcell" key={cell.month} className={css({ display: 'contents' })}>
                    <Cell row={row} cell={cell} actor={actor} covered={covered} />
                  </div>
                ))}
              </div>
            ))}
          </div>
        </div>
      ) : null}
      <PlannerDialogs actor={actor} />
    </section>
  )
}
