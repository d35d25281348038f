import { render, screen, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { expect } from 'vitest'
import type { ListQuery } from '../../../../src/domain/list-query'
import type {
  ReportPageContext,
  ReportPageEvent,
  reportPageMachine,
} from '../../../../machines/reports/report-page.machine'
import { bindPolicyReport } from '../../../../src/app/flows/reports/report-page'
import {
  POLICY_REPORT_STATUS_LABELS,
  POLICY_REPORT_TEXTS,
  acknowledgeLabel,
  policyFiltersOf,
  type PolicyReportPage as Page,
  type PolicyReportStatistics,
} from '../../../../src/domain/policy-report'
import { PolicyReportPage } from '../../../../src/features/reports/PolicyReportPage'
import { enabledControl } from '../../controls'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'

// The report machine through its first page, Policies progress: a new query is typed or chosen as a user
// would (search, status), and what the page shows is the scenario's report.

function Harness({ logic, query }: { logic: typeof reportPageMachine; query: ListQuery }) {
  const report = useActorRef(logic, { input: { query } })
  return <PolicyReportPage report={report} />
}

export const reportPageView: ViewAdapter = {
  machineId: 'reportPage',
  mount(input) {
    const scripted = createScriptedActors(['loadReport', 'exportReport'])
    const { deps, spies } = scriptedDeps()
    render(
      <Harness
        logic={bindPolicyReport(deps).provide({ actors: scripted.logics })}
        query={(input as { query: ListQuery }).query}
      />,
    )
    return { scripted, spies }
  },
  async perform(event, user) {
    const e = event as ReportPageEvent
    switch (e.type) {
      case 'report.retry':
        return void (await user.click(screen.getByRole('button', { name: 'Retry' })))
      case 'report.export': {
        const name = `Export ${e.format.toUpperCase()}`
        return void (await user.click(enabledControl(screen.queryByRole('button', { name }), name)))
      }
      case 'report.query': {
        const { statuses } = policyFiltersOf(e.query.filters)
        if (statuses[0])
          return void (await user.selectOptions(
            screen.getByRole('combobox', { name: 'Status' }),
            POLICY_REPORT_STATUS_LABELS[statuses[0]],
          ))
        const box = screen.getByRole('searchbox', { name: 'Search policies' })
        await user.clear(box)
        await user.type(box, e.query.search)
        return void (await user.click(screen.getByRole('button', { name: 'Search' })))
      }
    }
    throw new Error(`No user action for ${JSON.stringify(event)}`)
  },
  expectState(snapshot) {
    const context = snapshot.context as ReportPageContext
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(POLICY_REPORT_TEXTS.title)
    for (const format of ['csv', 'pdf'] as const) {
      const exportButton = screen.getByRole('button', { name: `Export ${format.toUpperCase()}` })
      expect(exportButton).toHaveProperty('disabled', !snapshot.can({ type: 'report.export', format }))
      expect(exportButton.getAttribute('aria-busy')).toBe(String(snapshot.matches('exporting')))
    }
    const filters = policyFiltersOf(context.query.filters)
    expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe(
      filters.statuses[0] ?? '',
    )
    if (snapshot.matches('failed'))
      return void expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
    const data = context.data
    if (data === null) return void expect(screen.getByText('Loading policies…')).toBeTruthy()
    const page = data.page as Page
    const table = within(screen.getByRole('table'))
    if (page.items.length === 0) {
      const searched = context.query.search !== '' || filters.statuses.length > 0
      expect(
        table.getByText(searched ? POLICY_REPORT_TEXTS.emptySearch : POLICY_REPORT_TEXTS.empty),
      ).toBeTruthy()
    }
    for (const row of page.items) {
      const line = within(table.getByText(row.name).closest('tr')!)
      expect(line.getByText(`${row.progress}%`)).toBeTruthy()
      expect(line.getByText(acknowledgeLabel(row.averageAcknowledge))).toBeTruthy()
    }
    const stats = data.statistics as PolicyReportStatistics
    const figures = within(screen.getByRole('region', { name: 'Figures' }))
    expect(figures.getByText(`${stats.acknowledged} (${stats.progress}%)`)).toBeTruthy()
  },
}
