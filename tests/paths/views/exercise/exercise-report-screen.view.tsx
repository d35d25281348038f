import { act, render, screen, waitFor } from '@testing-library/react'
import { expect } from 'vitest'
import { fromPromise, type ActorRefFrom } from 'xstate'
import type {
  ExerciseReportScreenContext,
  ExerciseReportScreenEvent,
  ExerciseReportScreenInput,
  exerciseReportScreenMachine,
} from '../../../../machines/exercise/exercise-report-screen.machine'
import { bindExerciseReport } from '../../../../src/app/flows/exercise/exercise-report'
import { bindExerciseReportScreen } from '../../../../src/app/flows/exercise/exercise-report-screen'
import { reportAddressOf } from '../../../../src/domain/exercise-report'
import { ExerciseReportScreen } from '../../../../src/features/exercise/ExerciseReportScreen'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import { ScreenHarness } from '../../screen-harness'
import type { ViewAdapter } from '../../view-adapter'

// The page's own graph on the real page with its real children; the report's readings never answer here (its
// own adapter drives it). A report snapshot in a path is the real report brought to that search; a row is opened
// as the table's row would ask. The page's address moves are the app's navigation, checked as each step runs.

type Screen = ActorRefFrom<typeof exerciseReportScreenMachine>
const mounted: { actor: Screen | null; navigate: ((to: string, options?: object) => void) | null } = {
  actor: null,
  navigate: null,
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the report's readings, never answered
const never = fromPromise<any, any>(() => new Promise<never>(() => {}))
const navigations = () => (mounted.navigate as unknown as { mock: { calls: unknown[][] } }).mock.calls

export const exerciseReportScreenView: ViewAdapter = {
  machineId: 'exerciseReportScreen',
  mount(input) {
    const { deps, spies } = scriptedDeps()
    mounted.actor = null
    mounted.navigate = deps.navigate
    const report = bindExerciseReport(deps).provide({
      actors: { loadTab: never, loadOptions: never, exportCsv: never },
    })
    render(
      <ScreenHarness
        logic={bindExerciseReportScreen(deps).provide({ actors: { report } })}
        input={input as ExerciseReportScreenInput}
        onStart={(frame) => void (mounted.actor = frame)}
        view={(frame) => <ExerciseReportScreen screen={frame} />}
      />,
    )
    return { scripted: createScriptedActors([]), spies }
  },
  async perform(event) {
    const e = event as ExerciseReportScreenEvent
    await waitFor(() => expect(mounted.actor).not.toBeNull())
    const before = mounted.actor!.getSnapshot().context
    const moves = navigations().length
    if (e.type === 'row.open') {
      act(() => mounted.actor!.send(e))
      return void (await screen.findByRole('dialog'))
    }
    const view = e.snapshot.context as ExerciseReportScreenContext['view']
    act(() =>
      mounted.actor!.getSnapshot().children.report!.send({
        type: 'report.search',
        searchText: view.query.searchText,
      }),
    )
    const moved = reportAddressOf(view) !== before.address
    expect(navigations().length - moves, 'the address follows the report').toBe(moved ? 1 : 0)
    if (moved) expect(navigations().at(-1)).toEqual([reportAddressOf(view), { replace: true }])
  },
  expectState() {
    expect(screen.getByRole('heading', { level: 1, hidden: true })).toBeInTheDocument()
  },
}
