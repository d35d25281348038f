import type { ActorRefFrom } from 'xstate'
import type { exerciseReportMachine } from '../../../machines/exercise/exercise-report.machine'
import { useSelector } from '@xstate/react'
import { useState } from 'react'
import { css } from '../../../styled-system/css'
import {
  filterCount,
  LEARNER_STATUS_OPTIONS,
  NO_FILTERS,
  type ReportFilters,
} from '../../domain/exercise-report'
import type { LearnerStatus } from '../../domain/exercise-campaign'
import { Button } from '../../ui/Button'
import { FullScreenDialog } from '../../ui/FullScreenDialog'
import { selectReportFilters, selectReportOptions } from './report-selectors'
import { FilterGroup } from './FilterGroup'

export type Report = ActorRefFrom<typeof exerciseReportMachine>

export function Filters({
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
export function FiltersDialog({ report }: { report: Report }) {
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
