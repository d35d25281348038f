import { act, render, screen, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import { expect } from 'vitest'
import { SimulatedClock, type ActorRefFrom } from 'xstate'
import type { reportDetailMachine } from '../../../../machines/exercise/report-detail.machine'
import {
  type ReportDetailContext,
  type ReportDetailEvent,
} from '../../../../machines/exercise/report-detail.machine'
import { ReportDetailDialog } from '../../../../src/features/exercise/ReportDetailDialog'
import { createScriptedActors } from '../../scripted-actors'
import type { ViewAdapter } from '../../view-adapter'
import { enabledControl } from '../../controls'
import { scriptedDeps } from '../../scripted-deps'
import { bindReportDetail } from '../../../../src/app/flows/exercise/report-detail'

// The 300 ms search pause runs on a simulated clock: the path's `xstate.after.*` step is the moment it ends.
const mounted: { actor: ActorRefFrom<typeof reportDetailMachine> | null } = { actor: null }

function Harness({ logic }: { logic: typeof reportDetailMachine }) {
  const detail = useActorRef(logic, { clock: new SimulatedClock() })
  useEffect(() => {
    mounted.actor = detail
  }, [detail])
  return <ReportDetailDialog detail={detail} />
}

const send = (event: ReportDetailEvent) => act(() => mounted.actor!.send(event))
const dialog = () => within(screen.getByRole('dialog'))

export const reportDetailView: ViewAdapter = {
  machineId: 'reportDetail',
  mount() {
    const scripted = createScriptedActors(['loadDetail', 'exportDetail'])
    render(<Harness logic={bindReportDetail(scriptedDeps().deps).provide({ actors: scripted.logics })} />)
    return { scripted, spies: {} }
  },
  async perform(event, user) {
    const e = event as ReportDetailEvent
    // Timers: the path's step is the moment the search pause ends.
    if (e.type.startsWith('xstate.after.')) return void send(e)
    switch (e.type) {
      case 'detail.open':
        // A row's name on the report page opens it (the report's own paths press those).
        return void send(e)
      case 'detail.close':
        return void (await user.click(dialog().getByRole('button', { name: 'Close' })))
      case 'detail.search': {
        const box = dialog().getByRole('searchbox', { name: 'Search answers' })
        await user.clear(box)
        return void (await user.type(box, e.searchText))
      }
      case 'detail.sort': {
        // After a failure the table gives way to Retry: no header to press.
        const header = dialog().queryByRole('button', { name: /^Template/ })
        return void (await user.click(enabledControl(header, 'header')))
      }
      case 'detail.page': {
        const current = mounted.actor!.getSnapshot().context.query.pageNumber
        const name = e.pageNumber === current + 1 ? 'Next' : e.pageNumber === current - 1 ? 'Previous' : null
        const button = name ? dialog().queryByRole('button', { name }) : null
        return void (await user.click(enabledControl(button, `the pager's way to page ${e.pageNumber + 1}`)))
      }
      case 'detail.retry':
        return void (await user.click(dialog().getByRole('button', { name: 'Retry' })))
      case 'detail.export': {
        const button = dialog().queryByRole('button', { name: /Export CSV|Exporting…/ })
        return void (await user.click(enabledControl(button, 'Export CSV')))
      }
    }
    throw new Error(`No user action for ${JSON.stringify(event)}`)
  },
  expectState(snapshot) {
    const context = snapshot.context as ReportDetailContext
    if (snapshot.matches('closed')) return void expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('dialog', { name: `${context.target!.name}: answers` })).toBeTruthy()
    if (snapshot.matches({ open: 'failed' }))
      return void expect(dialog().getByRole('button', { name: 'Retry' })).toBeTruthy()
    const exportButton = dialog().getByRole('button', { name: /Export CSV|Exporting…/ }) as HTMLButtonElement
    if (snapshot.matches({ open: 'ready' })) {
      expect(exportButton.disabled).toBe(context.rows.length === 0)
      if (context.rows.length === 0) expect(dialog().getByText('Nothing matches.')).toBeTruthy()
    }
    if (snapshot.matches({ open: 'exporting' })) expect(exportButton).toHaveTextContent('Exporting…')
  },
}
