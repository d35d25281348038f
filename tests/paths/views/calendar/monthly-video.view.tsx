import { act, render, screen } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { useEffect, useState } from 'react'
import { expect } from 'vitest'
import {
  problemsOf,
  type MonthlyVideoContext,
  type MonthlyVideoEvent,
  type monthlyVideoMachine,
} from '../../../../machines/calendar/monthly-video.machine'
import { bindMonthlyVideo } from '../../../../src/app/flows/calendar/monthly-video'
import { ASSIGNMENT_LABELS } from '../../../../src/domain/training-campaign'
import MonthlyVideoPage, { type CalendarTab } from '../../../../src/features/calendar/MonthlyVideoPage'
import { enabledControl } from '../../controls'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'

// The three tabs are one page on one machine: the harness switches tab as the route would, per event.
const shown: { tab: CalendarTab; setTab: ((tab: CalendarTab) => void) | null } = {
  tab: 'preview',
  setTab: null,
}

function Harness({ logic }: { logic: typeof monthlyVideoMachine }) {
  const actor = useActorRef(logic)
  const [tab, setTab] = useState<CalendarTab>('preview')
  useEffect(() => {
    shown.tab = tab
    shown.setTab = setTab
  }, [tab])
  return <MonthlyVideoPage actor={actor} tab={tab} />
}

let directory: MonthlyVideoContext['data'] = null

export const monthlyVideoView: ViewAdapter<MonthlyVideoEvent> = {
  machineId: 'monthlyVideo',
  mount() {
    const scripted = createScriptedActors(['loadMonthly', 'saveSettings', 'assignNow'])
    const { deps, spies } = scriptedDeps()
    render(<Harness logic={bindMonthlyVideo(deps).provide({ actors: scripted.logics })} />)
    return { scripted, spies }
  },
  async perform(event, user) {
    // The tab is the address's (the route's), not the machine's: shown as a link click would show it.
    const to = async (tab: CalendarTab) => {
      if (shown.tab !== tab) act(() => shown.setTab!(tab))
    }
    switch (event.type) {
      case 'monthly.retry':
        return void (await user.click(screen.getByRole('button', { name: 'Retry' })))
      case 'video.assign':
        await to('preview')
        return void (await user.click(
          enabledControl(screen.getByRole('button', { name: 'Assign now' }), 'Assign now'),
        ))
      case 'settings.save':
        await to('settings')
        return void (await user.click(screen.getByRole('button', { name: 'Save' })))
      case 'settings.change': {
        await to('settings')
        const { patch } = event
        if (patch.enabled !== undefined) {
          const box = screen.getByRole('checkbox', { name: /^Assign each month/ }) as HTMLInputElement
          if (box.checked !== patch.enabled) await user.click(box)
          return
        }
        if (patch.days !== undefined) {
          const box = screen.getByLabelText('Days to complete')
          await user.clear(box)
          return void (await user.type(box, patch.days))
        }
        if (patch.assignmentType !== undefined) {
          await user.click(screen.getByRole('radio', { name: ASSIGNMENT_LABELS[patch.assignmentType] }))
          for (const id of patch.departmentIds ?? []) {
            const name = directory?.departments.find((item) => item.id === id)?.name ?? id
            await user.click(screen.getByRole('checkbox', { name }))
          }
        }
      }
    }
  },
  expectState(snapshot) {
    const context = snapshot.context as MonthlyVideoContext
    directory = context.data
    if (snapshot.matches('failed')) return void expect(screen.getByText(context.failure ?? '')).toBeTruthy()
    if (!context.data || !context.draft) return
    if (snapshot.matches('ready') && context.actionFailure)
      expect(screen.getByText(context.actionFailure)).toBeTruthy()
    if (shown.tab === 'preview')
      expect(screen.queryByRole('button', { name: 'Assign now' }) !== null).toBe(
        context.data.overview.currentEntry === null,
      )
    if (shown.tab === 'settings') {
      expect((screen.getByLabelText('Days to complete') as HTMLInputElement).value).toBe(context.draft.days)
      if (context.attempted)
        for (const message of Object.values(problemsOf(context)))
          expect(screen.getAllByText(message).length).toBeGreaterThan(0)
    }
  },
}
