import { useSelector } from '@xstate/react'
import { css } from '../../../../styled-system/css'
import {
  DEFAULT_RECIPIENT_QUERY,
  reportFilterCount,
  type RecipientQuery,
} from '../../../domain/simulation/report'
import { Button } from '../../../ui/Button'
import { listControl } from '../../../ui/ListParts'
import { FilterSelect } from '../create/FilterSelect'
import { selectOverview, selectQuery, type ReportFlow } from './selectors'

/** The period, department, group and round every table tab is narrowed to (002 §7), kept in the address. */
export function ReportFilters({
  report,
  onQuery,
}: {
  report: ReportFlow
  onQuery: (query: RecipientQuery) => void
}) {
  const query = useSelector(report, selectQuery)
  const overview = useSelector(report, selectOverview)
  const set = (patch: Partial<RecipientQuery>) => onQuery({ ...query, ...patch, pageNumber: 0 })
  const date = (label: string, value: string | null, onChange: (value: string | null) => void) => (
    <label className={css({ display: 'grid', gap: '1', fontSize: 'sm' })}>
      {label}
      <input
        type="date"
        className={listControl}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
      />
    </label>
  )
  return (
    <div
      role="group"
      aria-label="Report filters"
      className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'end' })}
    >
      {date('From', query.from, (from) => set({ from }))}
      {date('To', query.to, (to) => set({ to }))}
      <FilterSelect
        label="Department"
        allLabel="All departments"
        value={query.departments[0] ?? ''}
        options={overview?.filters.departments.map((d) => ({ id: d.id, label: d.name })) ?? []}
        onChange={(id) => set({ departments: id ? [id] : [] })}
      />
      <FilterSelect
        label="Group"
        allLabel="All groups"
        value={query.groups[0] ?? ''}
        options={overview?.filters.groups.map((g) => ({ id: g.id, label: g.name })) ?? []}
        onChange={(id) => set({ groups: id ? [id] : [] })}
      />
      <FilterSelect
        label="Round"
        allLabel="All rounds"
        value={query.rounds[0] ? String(query.rounds[0]) : ''}
        options={
          overview?.rounds.map((r) => ({ id: String(r.roundNumber), label: `Round ${r.roundNumber}` })) ?? []
        }
        onChange={(round) => set({ rounds: round ? [Number(round)] : [] })}
      />
      {reportFilterCount(query) > 0 ? (
        <Button
          variant="ghost"
          onClick={() =>
            set({
              events: [],
              from: DEFAULT_RECIPIENT_QUERY.from,
              to: DEFAULT_RECIPIENT_QUERY.to,
              departments: [],
              groups: [],
              rounds: [],
            })
          }
        >
          Clear filters
        </Button>
      ) : null}
    </div>
  )
}
