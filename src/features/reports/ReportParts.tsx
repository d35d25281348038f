import { useSelector } from '@xstate/react'
import type { CSSProperties, ReactNode } from 'react'
import { HorizontalScroller } from '../../ui/HorizontalScroller'
import { figureColumns } from '../../domain/report-charts'
import { css } from '../../../styled-system/css'
import { Button } from '../../ui/Button'
import {
  selectCanExport,
  selectExporting,
  selectReportLoading,
  type ReportPageActor,
} from './report-selectors'
import { ScheduleButton } from './ScheduleDialog'
import type { ReportScheduleActor } from './schedule-selectors'

// What every report page has around its table: the page itself (busy while it loads), the title with the two
// exports and Schedule, and the figures.

/** The page title, and Export CSV / Export PDF of the rows under the page's query. */
export function ReportHeader({
  title,
  report,
  children,
}: {
  title: string
  report: ReportPageActor
  children?: ReactNode
}) {
  const exporting = useSelector(report, selectExporting)
  const canExport = useSelector(report, selectCanExport)
  return (
    <div className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}>
      <h1 id="report-title" className={css({ fontSize: '2xl', fontWeight: 'bold', flex: '1' })}>
        {title}
      </h1>
      {children}
      {(['csv', 'pdf'] as const).map((format) => (
        <Button
          key={format}
          variant="outline"
          disabled={!canExport}
          aria-busy={exporting}
          onClick={() => report.send({ type: 'report.export', format })}
        >
          Export {format.toUpperCase()}
        </Button>
      ))}
    </div>
  )
}

const figure = css({
  bg: 'surface.card',
  borderRadius: 'lg',
  boxShadow: 'sm',
  p: '4',
  display: 'grid',
  gap: '1',
})

/**
 * The summary stats (000 §3 "summary stats carousel"): on a wide screen every figure in one grid; narrower, a
 * carousel showing three, two or one at a time, with buttons to move through it.
 */
export function FigureGrid({ items }: { items: readonly (readonly [string, string])[] }) {
  return (
    <section aria-label="Figures">
      <HorizontalScroller
        label="figures"
        className={css({
          flex: '1',
          minW: '0',
          overflowX: { base: 'auto', lg: 'visible' },
          scrollSnapType: 'x mandatory',
          // The figures' shadows stay inside the carousel's box.
          p: { base: '1', lg: '0' },
        })}
      >
        <dl
          className={css({
            display: 'grid',
            gap: '3',
            gridAutoFlow: { base: 'column', lg: 'row' },
            gridAutoColumns: {
              base: '100%',
              sm: 'calc((100% - token(spacing.3)) / 2)',
              md: 'calc((100% - 2 * token(spacing.3)) / 3)',
            },
            gridTemplateColumns: { lg: 'repeat(var(--figure-columns), minmax(0, 1fr))' },
          })}
          style={{ '--figure-columns': figureColumns(items.length) } as CSSProperties}
        >
          {items.map(([label, value]) => (
            <div key={label} className={`${figure} ${css({ scrollSnapAlign: 'start' })}`}>
              <dt className={css({ fontSize: 'sm', color: 'text.muted' })}>{label}</dt>
              <dd className={css({ fontSize: 'xl', fontWeight: 'bold' })}>{value}</dd>
            </div>
          ))}
        </dl>
      </HorizontalScroller>
    </section>
  )
}

/** A report page: its region, busy while it loads, headed by its title, Schedule (when it can be) and the exports. */
export function ReportSection({
  title,
  report,
  schedule,
  children,
}: {
  title: string
  report: ReportPageActor
  schedule?: ReportScheduleActor
  children: ReactNode
}) {
  const loading = useSelector(report, selectReportLoading)
  return (
    <section
      aria-labelledby="report-title"
      aria-busy={loading}
      className={css({ display: 'grid', gap: '4' })}
    >
      <ReportHeader title={title} report={report}>
        {schedule ? <ScheduleButton schedule={schedule} /> : null}
      </ReportHeader>
      {children}
    </section>
  )
}
