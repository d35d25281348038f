import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'vitest'
import { fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate'
import type {
  ReportScreenEvent,
  ReportScreenInput,
  reportScreenMachine,
} from '../../../../machines/reports/report-screen.machine'
import { bindGeneralReport, bindTrainingReport } from '../../../../src/app/flows/reports/report-page'
import { bindReportScreen } from '../../../../src/app/flows/reports/report-screen'
import { trainingSearch } from '../../../../src/api/reports/training-report'
import { RANGE_LABELS, withPeriod } from '../../../../src/domain/report-range'
import { GeneralReportPage } from '../../../../src/features/reports/GeneralReportPage'
import type { ReportRangeActor } from '../../../../src/features/reports/range-selectors'
import type { ReportPageActor } from '../../../../src/features/reports/report-selectors'
import type { ReportScheduleActor } from '../../../../src/features/reports/schedule-selectors'
import { TrainingReportPage } from '../../../../src/features/reports/TrainingReportPage'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import { ScreenHarness } from '../../screen-harness'
import type { ViewAdapter } from '../../view-adapter'
import { useSelector } from '@xstate/react'

// The page's own graph on real report pages (the training report with its period, the general report without),
// their children the real bound flows; the report never answers here (its own adapter drives it). A report
// snapshot in a path is the real report brought to that query; a chosen period is the picker's preset, and the
// step checks the report took it from the page.

type Screen = ActorRefFrom<typeof reportScreenMachine>
type Parts = { report?: ReportPageActor; range?: ReportRangeActor; schedule?: ReportScheduleActor }
const mounted: { actor: Screen | null } = { actor: null }
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the report's reading, never answered
const never = fromPromise<any, any>(() => new Promise<never>(() => {}))
const parts = () => mounted.actor!.getSnapshot().children as Parts
const selectParts = (s: SnapshotFrom<typeof reportScreenMachine>) => s.children as Parts

function Page({ screen: frame }: { screen: Screen }) {
  const { report, range, schedule } = useSelector(frame, selectParts)
  if (!report || !schedule) return null
  return range ? (
    <TrainingReportPage kind="training" report={report} range={range} schedule={schedule} />
  ) : (
    <GeneralReportPage report={report} schedule={schedule} />
  )
}

export const reportScreenView: ViewAdapter = {
  machineId: 'reportScreen',
  mount(input) {
    const { deps, spies } = scriptedDeps()
    mounted.actor = null
    const period = (input as ReportScreenInput).period !== null
    const spec = period
      ? {
          bind: (d: typeof deps) => bindTrainingReport(d, 'training'),
          schedule: 'training' as const,
          searchOf: trainingSearch,
        }
      : { bind: bindGeneralReport, schedule: 'generalReport' as const, searchOf: () => '?' }
    // Writing its query into the address is the report's own (its adapter checks it), not the page's.
    const report = spec
      .bind(deps)
      .provide({ actors: { loadReport: never }, actions: { writeQuery: () => {} } })
    render(
      <ScreenHarness
        logic={bindReportScreen(deps, spec).provide({ actors: { report } })}
        input={input as ReportScreenInput}
        onStart={(frame) => void (mounted.actor = frame)}
        view={(frame) => <Page screen={frame} />}
      />,
    )
    return { scripted: createScriptedActors([]), spies }
  },
  async perform(event) {
    const e = event as ReportScreenEvent
    await waitFor(() => expect(mounted.actor).not.toBeNull())
    if (e.type === 'xstate.snapshot.report') {
      const { query } = e.snapshot.context
      // The report brought to the path's query, as its search box would.
      act(() => parts().report!.send({ type: 'report.query', query }))
      return void expect(parts().schedule!.getSnapshot().context.query, 'Schedule has the query').toEqual(
        query,
      )
    }
    const before = parts().report!.getSnapshot().context.query
    await userEvent
      .setup({ delay: null })
      .selectOptions(screen.getByRole('combobox', { name: 'Period' }), RANGE_LABELS[e.range.range])
    await waitFor(() =>
      expect(parts().report!.getSnapshot().context.query, 'the report took the period').toEqual(
        withPeriod(before, e.range),
      ),
    )
  },
  expectState(snapshot) {
    const period = (snapshot.context as ReportScreenInput).period !== null
    expect(screen.queryByRole('combobox', { name: 'Period' }) !== null, 'the period picker').toBe(period)
    expect(screen.getByRole('button', { name: 'Schedule' })).toBeInTheDocument()
  },
}
