import { useSelector } from '@xstate/react'
import { useReportQuery } from './use-report-query'
import { css } from '../../../styled-system/css'
import { cultureScoreOf, statCards, type DashboardFigures } from '../../domain/dashboard'
import {
  DASHBOARD_TAB_LABELS,
  DASHBOARD_TABS,
  DASHBOARD_TEXTS,
  PROGRESS_BAND_LABELS,
  USER_CATEGORIES,
  USER_CATEGORY_HINTS,
  USER_CATEGORY_LABELS,
  userCategoryOf,
  type ComparisonRow,
  type DashboardBandCounts,
  type DashboardDepartmentRow,
  type DashboardTab,
  type DashboardUserCounts,
  type DashboardUserRow,
  type ProgressBand,
} from '../../domain/dashboard-tabs'
import { badge } from '../../ui/badge'
import { listCell as cell, ListStatusRow, ListTable, RetryAlert } from '../../ui/ListParts'
import { ListQueryPager } from '../../ui/Pager'
import { SearchForm } from '../../ui/SearchForm'
import { SortHeader } from '../../ui/SortHeader'
import { TabLinks } from '../../ui/TabLinks'
import { panel } from '../../ui/surfaces'
import { CultureGauge } from '../home/CultureGauge'
import { StatCards } from '../home/StatCards'
import { FigureGrid, ReportSection } from './ReportParts'
import { selectDashboardRows, selectDashboardStatistics, type ReportPageActor } from './report-selectors'
import { formatDate } from '../../domain/intl-format'

const day = (iso: string | null) =>
  iso
    ? formatDate(iso, 'en-US', { month: 'short', day: '2-digit', year: 'numeric' })
    : 'Never'
const percent = (value: number | null) => (value === null ? '—' : `${value}%`)
const BAND_TONES: Record<ProgressBand, 'danger' | 'warning' | 'success'> = {
  lowProgress: 'danger',
  mediumProgress: 'warning',
  completed: 'success',
}

/** /dashboard/{tab}: the company's periods, its learners by category, its departments by progress. */
export function DashboardTabsPage({ tab, report }: { tab: DashboardTab; report: ReportPageActor }) {
  const { failure, retry } = useReportQuery(report)
  return (
    <ReportSection title={DASHBOARD_TEXTS.title} report={report}>
      <TabLinks
        label="Dashboard tabs"
        current={tab}
        tabs={DASHBOARD_TABS.map((id) => ({ id, label: DASHBOARD_TAB_LABELS[id], href: `/dashboard/${id}` }))}
      />
      <RetryAlert message={failure} onRetry={retry} />
      {tab === 'company' ? <CompanyTab report={report} /> : null}
      {tab === 'users' ? <UsersTab report={report} /> : null}
      {tab === 'departments' ? <DepartmentsTab report={report} /> : null}
    </ReportSection>
  )
}

// The gauge's column only when there is a score to draw: without one the table takes the whole width.
const besideGauge = css({
  display: 'grid',
  gap: '4',
  alignItems: 'start',
  gridTemplateColumns: { base: '1fr', lg: '280px 1fr' },
})

function CompanyTab({ report }: { report: ReportPageActor }) {
  const figures = useSelector(report, selectDashboardStatistics) as DashboardFigures | null
  const rows = useSelector(report, selectDashboardRows)?.items as ComparisonRow[] | undefined
  if (!figures || !rows) return null
  const culture = cultureScoreOf(figures)
  return (
    <>
      <StatCards cards={statCards(figures)} canStartTraining={false} onStartTraining={() => {}} />
      <div className={culture ? besideGauge : css({ display: 'grid', gap: '4' })}>
        {culture ? (
          <section aria-labelledby="culture-title" className={panel}>
            <h2 id="culture-title" className={css({ fontWeight: 'semibold' })}>
              Culture score: {culture.level}
            </h2>
            <CultureGauge culture={culture} />
          </section>
        ) : null}
        <ListTable busy={false}>
          <caption className={css({ srOnly: true })}>This period against the previous one</caption>
          <thead>
            <tr>
              <th className={cell}>Figure</th>
              <th className={cell}>This period</th>
              <th className={cell}>Previous period</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.metric}>
                <td className={cell}>{row.metric}</td>
                <td className={cell}>{row.current}</td>
                <td className={cell}>{row.previous}</td>
              </tr>
            ))}
          </tbody>
        </ListTable>
      </div>
    </>
  )
}

function useTable(report: ReportPageActor) {
  const page = useSelector(report, selectDashboardRows)
  return { ...useReportQuery(report), page }
}

function UsersTab({ report }: { report: ReportPageActor }) {
  const { query, page, loading, send, sort, search } = useTable(report)
  const counts = useSelector(report, selectDashboardStatistics) as DashboardUserCounts | null
  const category = userCategoryOf(query.filters)
  const rows = (page?.items ?? []) as DashboardUserRow[]
  return (
    <>
      <div
        role="group"
        aria-label="User category"
        className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}
      >
        {USER_CATEGORIES.map((id) => (
          <button
            key={id}
            type="button"
            aria-pressed={id === category}
            onClick={() =>
              send({
                ...query,
                pageNumber: 0,
                orderBy: 'rank',
                order: 'ASC',
                filters: { ...query.filters, category: id },
              })
            }
            className={css({
              px: '3',
              py: '2',
              borderRadius: 'md',
              borderWidth: '1px',
              borderColor: 'border',
              cursor: 'pointer',
              bg: 'surface.card',
              '&[aria-pressed=true]': { bg: 'brand', color: 'white', borderColor: 'brand' },
            })}
          >
            {USER_CATEGORY_LABELS[id]} <strong>{counts ? counts[id] : '…'}</strong>
          </button>
        ))}
      </div>
      <p className={css({ color: 'text.muted', fontSize: 'sm' })}>
        {USER_CATEGORY_HINTS[category]} {counts ? `${counts[category]} of ${counts.learners} learners.` : ''}
      </p>
      <SearchForm label="Search users" value={query.search} onSearch={search} />
      <ListTable busy={loading}>
        <thead>
          <tr>
            <SortHeader label="User" {...sort('name')} />
            <th className={cell}>Departments</th>
            <SortHeader label="Training completed" {...sort('completion')} />
            <th className={cell}>Overdue</th>
            <SortHeader label="Phished" {...sort('phished')} />
            <SortHeader label="Risk" {...sort('risk')} />
            <th className={cell}>Last sign-in</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={cell}>
                {row.name}
                <div className={css({ fontSize: 'sm', color: 'text.muted' })}>{row.email}</div>
              </td>
              <td className={cell}>{row.departments || '—'}</td>
              <td className={cell}>
                {row.tasks === 0 ? '—' : `${row.completed} of ${row.tasks} (${percent(row.completion)})`}
              </td>
              <td className={cell}>{row.overdue}</td>
              <td className={cell}>{row.sent === 0 ? '—' : `${row.phished} of ${row.sent}`}</td>
              <td className={cell}>{row.risk}</td>
              <td className={cell}>{day(row.lastLoginAt)}</td>
            </tr>
          ))}
          <ListStatusRow
            columns={7}
            noun="users"
            loading={!page && loading}
            empty={page?.items.length === 0}
            emptyText={query.search ? DASHBOARD_TEXTS.emptySearch : DASHBOARD_TEXTS.empty}
          />
        </tbody>
      </ListTable>
      {page ? <ListQueryPager query={query} total={page.pageInfo.totalCount} onQuery={send} /> : null}
    </>
  )
}

function DepartmentsTab({ report }: { report: ReportPageActor }) {
  const { query, page, loading, send, sort, search } = useTable(report)
  const bands = useSelector(report, selectDashboardStatistics) as DashboardBandCounts | null
  const rows = (page?.items ?? []) as DashboardDepartmentRow[]
  return (
    <>
      {bands ? (
        <FigureGrid
          items={[
            ['Departments', String(bands.departments)],
            [PROGRESS_BAND_LABELS.lowProgress, String(bands.lowProgress)],
            [PROGRESS_BAND_LABELS.mediumProgress, String(bands.mediumProgress)],
            [PROGRESS_BAND_LABELS.completed, String(bands.completed)],
            ['No training', String(bands.noTraining)],
          ]}
        />
      ) : null}
      <SearchForm label="Search departments" value={query.search} onSearch={search} />
      <ListTable busy={loading}>
        <thead>
          <tr>
            <SortHeader label="Department" {...sort('name')} />
            <SortHeader label="Learners" {...sort('learners')} />
            <SortHeader label="Training completed" {...sort('completion')} />
            <th className={cell}>Progress</th>
            <SortHeader label="Phish-prone" {...sort('phishProne')} />
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={cell}>{row.name}</td>
              <td className={cell}>{row.learners}</td>
              <td className={cell}>
                {row.tasks === 0 ? '—' : `${row.completed} of ${row.tasks} (${percent(row.completion)})`}
              </td>
              <td className={cell}>
                {row.band ? (
                  <span className={badge({ tone: BAND_TONES[row.band as ProgressBand] })}>
                    {PROGRESS_BAND_LABELS[row.band as ProgressBand]}
                  </span>
                ) : (
                  'No training'
                )}
              </td>
              <td className={cell}>{percent(row.phishProne)}</td>
            </tr>
          ))}
          <ListStatusRow
            columns={5}
            noun="departments"
            loading={!page && loading}
            empty={page?.items.length === 0}
            emptyText={query.search ? DASHBOARD_TEXTS.emptySearch : DASHBOARD_TEXTS.empty}
          />
        </tbody>
      </ListTable>
      {page ? <ListQueryPager query={query} total={page.pageInfo.totalCount} onQuery={send} /> : null}
    </>
  )
}
