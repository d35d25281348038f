import { act, render, screen, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import { expect } from 'vitest'
import { SimulatedClock, type ActorRefFrom } from 'xstate'
import type { exerciseReportMachine } from '../../../../machines/exercise/exercise-report.machine'
import {
  type ExerciseReportContext,
  type ExerciseReportEvent,
  type ReportView,
} from '../../../../machines/exercise/exercise-report.machine'
import { REPORT_TAB_LABELS } from '../../../../src/domain/exercise-report'
import { ExerciseReportPage } from '../../../../src/features/exercise/ExerciseReportPage'
import { createScriptedActors } from '../../scripted-actors'
import type { ViewAdapter } from '../../view-adapter'
import { enabledControl } from '../../controls'
import { scriptedDeps } from '../../scripted-deps'
import { bindExerciseReport } from '../../../../src/app/flows/exercise/exercise-report'

// The 300 ms search pause runs on a simulated clock: the path's `xstate.after.*` step is the moment it ends.
const mounted: { actor: ActorRefFrom<typeof exerciseReportMachine> | null } = { actor: null }

function Harness({ logic, input }: { logic: typeof exerciseReportMachine; input: ReportView }) {
  const report = useActorRef(logic, { input, clock: new SimulatedClock() })
  useEffect(() => {
    mounted.actor = report
  }, [report])
  return <ExerciseReportPage report={report} onRow={() => {}} />
}

const send = (event: ExerciseReportEvent) => act(() => mounted.actor!.send(event))

export const exerciseReportView: ViewAdapter = {
  machineId: 'exerciseReport',
  mount(input) {
    const scripted = createScriptedActors(['loadTab', 'loadOptions', 'exportCsv'])
    render(
      <Harness
        logic={bindExerciseReport(scriptedDeps().deps).provide({ actors: scripted.logics })}
        input={input as ReportView}
      />,
    )
    return { scripted, spies: {} }
  },
  async perform(event, user) {
    const e = event as ExerciseReportEvent
    // Timers: the path's step is the moment the search pause ends.
    if (e.type.startsWith('xstate.after.')) return void send(e)
    switch (e.type) {
      case 'report.tab':
        return void (await user.click(
          screen.getByRole('tab', { name: new RegExp(`^${REPORT_TAB_LABELS[e.tab]}`) }),
        ))
      case 'report.search': {
        const box = screen.getByRole('searchbox', { name: 'Search' })
        await user.clear(box)
        return void (await user.type(box, e.searchText))
      }
      case 'report.sort': {
        const header = screen.queryByRole('button', { name: /^Score/ })
        return void (await user.click(enabledControl(header, 'header')))
      }
      case 'report.page': {
        // The pager offers the neighbouring pages: Previous and Next.
        const pager = screen.queryByRole('navigation', { name: 'Pages' })
        const [previous, next] = pager ? [...pager.querySelectorAll('button')] : []
        const current = mounted.actor!.getSnapshot().context.query.pageNumber
        const button = e.pageNumber === current + 1 ? next : e.pageNumber === current - 1 ? previous : null
        return void (await user.click(enabledControl(button, `the pager's way to page ${e.pageNumber + 1}`)))
      }
      case 'report.pageSize': {
        const size = screen.queryByRole('combobox', { name: 'Rows per page' })
        return void (await user.selectOptions(enabledControl(size, 'Rows per page'), String(e.pageSize)))
      }
      case 'report.filters':
        return void (await user.click(screen.getAllByRole('button', { name: 'Overdue' })[0]!))
      case 'report.retry':
        return void (await user.click(screen.getByRole('button', { name: 'Retry' })))
      case 'report.export': {
        const button = screen.queryByRole('button', { name: 'Export CSV' })
        return void (await user.click(enabledControl(button, 'Export CSV')))
      }
    }
    throw new Error(`No user action for ${JSON.stringify(event)}`)
  },
  expectState(snapshot) {
    const context = snapshot.context as ExerciseReportContext
    const current = within(screen.getByRole('tablist', { name: 'Report tabs' })).getByRole('tab', {
      selected: true,
    })
    expect(current).toHaveTextContent(REPORT_TAB_LABELS[context.tab])
    if (snapshot.matches('failed'))
      return void expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
    const exportButton = screen.getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement
    if (snapshot.matches('ready')) expect(exportButton.disabled).toBe(context.rows.length === 0)
    if (snapshot.matches('exporting')) expect(exportButton).toHaveTextContent('Exporting…')
    if (snapshot.matches('ready') && context.rows.length === 0)
      expect(screen.getByText('Nothing matches.')).toBeTruthy()
    if (context.filters.status.includes('OVERDUE'))
      expect(screen.getAllByRole('button', { name: 'Overdue' })[0]).toHaveAttribute('aria-pressed', 'true')
  },
}
