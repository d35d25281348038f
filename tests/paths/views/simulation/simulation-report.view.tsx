import { act, render, screen, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import { expect } from 'vitest'
import { SimulatedClock, type ActorRefFrom } from 'xstate'
import type {
  SimulationReportContext,
  SimulationReportEvent,
  SimulationReportInput,
  simulationReportMachine,
} from '../../../../machines/simulation/simulation-report.machine'
import { bindSimulationReport } from '../../../../src/app/flows/simulation/simulation-report'
import { SIMULATION_REPORT_TAB_LABELS } from '../../../../src/domain/simulation/report'
import { SimulationReportPage } from '../../../../src/features/simulation/report/SimulationReportPage'
import { enabledControl } from '../../controls'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'

// The report page as its route draws it: the tab and the query come from the address (the route sends
// tab.show and query.change), the 300 ms search pause runs on a simulated clock.
const mounted: { actor: ActorRefFrom<typeof simulationReportMachine> | null } = { actor: null }

function Harness({ logic, input }: { logic: typeof simulationReportMachine; input: SimulationReportInput }) {
  const report = useActorRef(logic, { input, clock: new SimulatedClock() })
  useEffect(() => {
    mounted.actor = report
  }, [report])
  return (
    <SimulationReportPage
      report={report}
      campaignId={input.campaignId}
      onQuery={(query) => report.send({ type: 'query.change', query })}
    />
  )
}

const send = (event: SimulationReportEvent) => act(() => mounted.actor!.send(event))

export const simulationReportView: ViewAdapter = {
  machineId: 'simulationReport',
  mount(input) {
    const scripted = createScriptedActors(['loadOverview', 'loadTab', 'exportCsv'])
    const { deps, spies } = scriptedDeps()
    render(
      <Harness
        logic={bindSimulationReport(deps).provide({ actors: scripted.logics })}
        input={input as SimulationReportInput}
      />,
    )
    return { scripted, spies }
  },
  async perform(event, user) {
    const e = event as SimulationReportEvent
    if (e.type.startsWith('xstate.after.')) return void send(e)
    switch (e.type) {
      case 'tab.show': {
        // The tab's link is there; following it changes the address, which the route turns into tab.show.
        const nav = within(screen.getByRole('navigation', { name: 'Report tabs' }))
        expect(nav.getByRole('link', { name: SIMULATION_REPORT_TAB_LABELS[e.tab] })).toBeTruthy()
        return void send(e)
      }
      case 'query.change':
        // The address changed (back, forward, a shared link): the route tells the machine.
        return void send(e)
      case 'search': {
        const box = screen.getByRole('searchbox', { name: 'Search recipients' })
        await user.clear(box)
        return void (await user.type(box, e.text))
      }
      case 'list.retry':
        return void (await user.click(screen.getByRole('button', { name: 'Retry' })))
      case 'export':
        return void (await user.click(
          enabledControl(screen.queryByRole('button', { name: 'Export CSV' }), 'Export CSV'),
        ))
    }
    throw new Error(`No user action for ${JSON.stringify(event)}`)
  },
  expectState(snapshot) {
    const context = snapshot.context as SimulationReportContext
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      context.overview?.campaign.name ?? 'Phishing simulation report',
    )
    const section = screen.getByRole('region', { name: SIMULATION_REPORT_TAB_LABELS[context.tab] })
    if (snapshot.matches('failed'))
      return void expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
    const exportButton = screen.queryByRole('button', { name: 'Export CSV' })
    if (context.tab === 'overview') {
      expect(exportButton).toBeNull()
      if (context.overview) expect(within(section).getByLabelText('Funnel')).toBeTruthy()
      return
    }
    expect(exportButton).toHaveProperty('disabled', !snapshot.can({ type: 'export' }))
    expect(exportButton?.getAttribute('aria-busy')).toBe(String(snapshot.matches('exporting')))
    if (snapshot.matches('loading') || snapshot.matches('debouncing')) return
    const names =
      context.tab === 'recipients'
        ? context.page.recipients.map((r) => r.fullName)
        : context.page.breakdown.map((r) => r.name)
    for (const name of names) expect(within(section).getAllByText(name).length).toBeGreaterThan(0)
  },
}
