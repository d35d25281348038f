import { useSelector } from '@xstate/react'
import { useState } from 'react'
import { Link } from 'wouter'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import type { exerciseReportMachine } from '../../../machines/exercise-report.machine'
import {
  filterCount,
  LEARNER_STATUS_OPTIONS,
  NO_FILTERS,
  REPORT_PAGE_SIZES,
  REPORT_TAB_LABELS,
  REPORT_TABS,
  type FilterOption,
  type ReportFilters,
  type ReportRow,
} from '../../domain/exercise-report'
import type { LearnerStatus } from '../../domain/exercise-campaign'
import { Button } from '../../ui/Button'
import { FullScreenDialog } from '../../ui/FullScreenDialog'
import { listCell, listControl, Pager, RetryAlert } from '../../ui/ListParts'
import {
  cellsOf,
  columnsOf,
  selectCampaignName,
  selectCanExport,
  selectExporting,
  selectReportFailed,
  selectReportFailure,
  selectReportFilters,
  selectReportLoading,
  selectReportOptions,
  selectReportQuery,
  selectReportRows,
  selectReportStats,
  selectReportTab,
  selectReportTotal,
  statusName,
} from './report-selectors'

type Report = ActorRefFrom<typeof exerciseReportMachine>

const chipToggle = (on: boolean) =>
  css({
    px: '3',
    py: '1',
    borderRadius: 'full',
    borderWidth: '1px',
    borderColor: on ? 'brand' : 'border',
    bg: on ? 'brand.subtle' : 'surface.card',
    fontSize: 'sm',
    cursor: 'pointer',
  })

function FilterGroup({
  label,
  options,
  chosen,
  onChange,
}: {
  label: string
  options: FilterOption[]
  chosen: string[]
  onChange: (ids: string[]) => void
}) {
  if (options.length === 0) return null
  return (
    <fieldset className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center' })}>
      <legend className={css({ fontSize: 'sm', fontWeight: 'semibold', mb: '1' })}>{label}</legend>
      {options.map((option) => {
        const on = chosen.includes(option.id)
        return (
          <button
            key={option.id}
            type="button"
            aria-pressed={on}
            className={chipToggle(on)}
            onClick={() => onChange(on ? chosen.filter((id) => id !== option.id) : [...chosen, option.id])}
          >
            {option.name}
          </button>
        )
      })}
    </fieldset>
  )
}

function Filters({
  report,
  filters,
  onChange,
}: {
  report: Report
  filters: ReportFilters
  onChange: (filters: ReportFilters) => void
}) {
  const options = useSelector(report, selectReportOptions)
  return (
    <div className={css({ display: 'flex', gap: '6', flexWrap: 'wrap', alignItems: 'start' })}>
      <FilterGroup
        label="Status"
        options={LEARNER_STATUS_OPTIONS}
        chosen={filters.status}
        onChange={(status) => onChange({ ...filters, status: status as LearnerStatus[] })}
      />
      <FilterGroup
        label="Departments"
        options={options?.departments ?? []}
        chosen={filters.departments}
        onChange={(departments) => onChange({ ...filters, departments })}
      />
      <FilterGroup
        label="Groups"
        options={options?.groups ?? []}
        chosen={filters.groups}
        onChange={(groups) => onChange({ ...filters, groups })}
      />
    </div>
  )
}

/** Small screens: the filters in a full-screen dialog, applied together (002 §2.8). */
function FiltersDialog({ report }: { report: Report }) {
  const applied = useSelector(report, selectReportFilters)
  const [open, setOpen] = useState(false)
  const [draft, setDraft] = useState<ReportFilters>(applied)
  return (
    <>
      <Button
        variant="outline"
        className={css({ display: { base: 'inline-flex', md: 'none' } })}
        onClick={() => {
          setDraft(applied)
          setOpen(true)
        }}
      >
        FILTERS{filterCount(applied) ? ` (${filterCount(applied)})` : ''}
      </Button>
      <FullScreenDialog
        open={open}
        title="Filters"
        onClose={() => setOpen(false)}
        footer={
          <div
            className={css({
              display: 'flex',
              gap: '2',
              justifyContent: 'flex-end',
              maxW: '640px',
              mx: 'auto',
              w: 'full',
            })}
          >
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Close
            </Button>
            <Button variant="outline" onClick={() => setDraft(NO_FILTERS)}>
              Clear All
            </Button>
            <Button
              onClick={() => {
                report.send({ type: 'report.filters', filters: draft })
                setOpen(false)
              }}
            >
              Apply Filters
            </Button>
          </div>
        }
      >
        <div className={css({ maxW: '640px', mx: 'auto', w: 'full', p: '4' })}>
          <Filters report={report} filters={draft} onChange={setDraft} />
        </div>
      </FullScreenDialog>
    </>
  )
}

function StatsStrip({ report }: { report: Report }) {
  const stats = useSelector(report, selectReportStats)
  if (!stats) return null
  return (
    <dl
      aria-label="Statistics"
      className={css({
        display: 'grid',
        gridTemplateColumns: { base: 'repeat(2, 1fr)', md: 'repeat(5, 1fr)' },
        gap: '3',
      })}
    >
      {stats.statuses.map((status) => (
        <div
          key={status.name}
          className={css({
            bg: 'surface.card',
            borderWidth: '1px',
            borderColor: 'border',
            borderRadius: 'lg',
            p: '3',
          })}
        >
          <dt className={css({ fontSize: 'xs', color: 'text.muted', textTransform: 'uppercase' })}>
            {statusName(status.name)}
          </dt>
          <dd className={css({ fontSize: 'xl', fontWeight: 'bold' })}>{status.count}</dd>
        </div>
      ))}
      <div className={css({ bg: 'brand.subtle', borderRadius: 'lg', p: '3' })}>
        <dt className={css({ fontSize: 'xs', color: 'text.muted' })}>AVERAGE SCORE</dt>
        <dd className={css({ fontSize: 'xl', fontWeight: 'bold' })}>{stats.total.averageScorePercentage}%</dd>
      </div>
    </dl>
  )
}

function ReportTable({ report, onRow }: { report: Report; onRow: (row: ReportRow) => void }) {
  const tab = useSelector(report, selectReportTab)
  const rows = useSelector(report, selectReportRows)
  const query = useSelector(report, selectReportQuery)
  const loading = useSelector(report, selectReportLoading)
  const columns = columnsOf(tab)
  return (
    <div
      className={css({
        overflowX: 'auto',
        bg: 'surface.card',
        borderWidth: '1px',
        borderColor: 'border',
        borderRadius: 'lg',
      })}
    >
      <table
        aria-label={REPORT_TAB_LABELS[tab]}
        aria-busy={loading}
        className={css({ w: 'full', borderCollapse: 'collapse', fontSize: 'sm', opacity: loading ? 0.6 : 1 })}
      >
        <thead>
          <tr>
            {columns.map((column) => {
              const sorted = query.orderBy === column.key
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={sorted ? (query.order === 'asc' ? 'ascending' : 'descending') : undefined}
                  className={listCell}
                >
                  {column.sortable ? (
                    <button
                      type="button"
                      className={css({ cursor: 'pointer', fontWeight: 'semibold', whiteSpace: 'nowrap' })}
                      onClick={() => report.send({ type: 'report.sort', orderBy: column.key })}
                    >
                      {column.label} {sorted ? (query.order === 'asc' ? '▲' : '▼') : ''}
                    </button>
                  ) : (
                    column.label
                  )}
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {cellsOf(tab, row).map((cell, index) => (
                <td key={columns[index]!.key} className={listCell}>
                  {index === 0 && (tab === 'users' || tab === 'templates') ? (
                    <button
                      type="button"
                      className={css({
                        cursor: 'pointer',
                        color: 'brand',
                        textAlign: 'left',
                        _hover: { textDecoration: 'underline' },
                      })}
                      onClick={() => onRow(row)}
                    >
                      {cell}
                    </button>
                  ) : (
                    cell
                  )}
                </td>
              ))}
            </tr>
          ))}
          {!loading && rows.length === 0 ? (
            <tr>
              <td
                colSpan={columns.length}
                className={css({ p: '6', textAlign: 'center', color: 'text.muted' })}
              >
                Nothing matches.
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  )
}

/** /phishing-exercise-report/{campaignId}/{tab} (002 §2.8). */
export function ExerciseReportPage({ report, onRow }: { report: Report; onRow: (row: ReportRow) => void }) {
  const tab = useSelector(report, selectReportTab)
  const query = useSelector(report, selectReportQuery)
  const filters = useSelector(report, selectReportFilters)
  const total = useSelector(report, selectReportTotal)
  const name = useSelector(report, selectCampaignName)
  const failed = useSelector(report, selectReportFailed)
  const failure = useSelector(report, selectReportFailure)
  const canExport = useSelector(report, selectCanExport)
  const exporting = useSelector(report, selectExporting)
  return (
    <div className={css({ display: 'grid', gap: '5', p: { base: '4', md: '6' } })}>
      <header className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}>
        <Link
          href="/phishing-exercise"
          aria-label="Back to phishing exercise campaigns"
          className={css({ fontSize: 'xl', px: '2' })}
        >
          ←
        </Link>
        <h1
          className={css({
            fontSize: '2xl',
            fontWeight: 'bold',
            flex: '1',
            minW: '0',
            overflowWrap: 'anywhere',
          })}
        >
          {name}
        </h1>
        <FiltersDialog report={report} />
        <Button
          variant="outline"
          aria-label="Export CSV"
          disabled={!canExport || exporting}
          aria-busy={exporting}
          onClick={() => report.send({ type: 'report.export' })}
        >
          <span aria-hidden="true">⇩</span>
          <span className={css({ display: { base: 'none', md: 'inline' }, ml: '1' })}>
            {exporting ? 'Exporting…' : 'Export CSV'}
          </span>
        </Button>
      </header>
      <div className={css({ display: { base: 'none', md: 'block' } })}>
        <Filters
          report={report}
          filters={filters}
          onChange={(next) => report.send({ type: 'report.filters', filters: next })}
        />
      </div>
      <StatsStrip report={report} />
      <nav
        aria-label="Report tabs"
        className={css({
          display: 'flex',
          gap: '4',
          borderBottomWidth: '1px',
          borderColor: 'border',
          overflowX: 'auto',
        })}
      >
        {REPORT_TABS.map((name) => (
          <button
            key={name}
            type="button"
            aria-current={tab === name ? 'page' : undefined}
            onClick={() => report.send({ type: 'report.tab', tab: name })}
            className={css({
              py: '2',
              cursor: 'pointer',
              borderBottomWidth: '2px',
              borderColor: tab === name ? 'brand' : 'transparent',
              fontWeight: tab === name ? 'semibold' : 'normal',
              whiteSpace: 'nowrap',
            })}
          >
            {REPORT_TAB_LABELS[name]}
            {tab === name ? ` (${total})` : ''}
          </button>
        ))}
      </nav>
      <label className={css({ display: 'flex', flexDir: 'column', gap: '1', fontSize: 'sm', maxW: 'sm' })}>
        Search
        <input
          key={tab}
          type="search"
          defaultValue={query.searchText}
          maxLength={200}
          className={listControl}
          onChange={(event) => report.send({ type: 'report.search', searchText: event.target.value.trim() })}
        />
      </label>
      {failed ? (
        <RetryAlert message={failure} onRetry={() => report.send({ type: 'report.retry' })} />
      ) : (
        <ReportTable report={report} onRow={onRow} />
      )}
      {total > 0 ? (
        <Pager
          pageNumber={query.pageNumber}
          pageSize={query.pageSize}
          total={total}
          sizes={REPORT_PAGE_SIZES}
          onPage={(pageNumber) => report.send({ type: 'report.page', pageNumber })}
          onPageSize={(pageSize) => report.send({ type: 'report.pageSize', pageSize })}
        />
      ) : null}
    </div>
  )
}
