import { act, render, screen, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import { expect } from 'vitest'
import { SimulatedClock, type ActorRefFrom } from 'xstate'
import type { reportDetailMachine } from '../../../machines/report-detail.machine'
import { type ReportDetailContext, type ReportDetailEvent } from '../../../machines/report-detail.machine'
import { ReportDetailDialog } from '../../../src/features/exercise/ReportDetailDialog'
import { createScriptedActors } from '../scripted-actors'
import type { ViewAdapter } from '../view-adapter'
import { scriptedDeps } from '../scripted-deps'
import { bindReportDetail } from '../../../src/app/flows/report-detail'

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
        if (!header) return void send(e)
        return void (await user.click(header))
      }
      case 'detail.page': {
        const next = dialog().getByRole('button', { name: 'Next' }) as HTMLButtonElement
        if (e.pageNumber !== 1 || next.disabled) return void send(e)
        return void (await user.click(next))
      }
      case 'detail.retry':
        return void (await user.click(dialog().getByRole('button', { name: 'Retry' })))
      case 'detail.export': {
        const button = dialog().getByRole('button', { name: /Export CSV|Exporting…/ }) as HTMLButtonElement
        if (button.disabled) return void send(e)
        return void (await user.click(button))
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
