import { act, render, screen, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { expect } from 'vitest'
import { SimulatedClock } from 'xstate'
import { COPY_TOOLTIP_MS } from '../../../../src/domain/constants'
import { COPY_TEXTS } from '../../../../src/domain/copy-text'
import {
  FEED_TEXTS,
  type CalendarFeedContext,
  type CalendarFeedEvent,
  type calendarFeedMachine,
} from '../../../../machines/calendar/calendar-feed.machine'
import { bindCalendarFeed } from '../../../../src/app/flows/calendar/calendar-feed'
import { CalendarFeedPanel } from '../../../../src/features/calendar/CalendarFeedPanel'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'

// "Copied" goes on a simulated clock: a path's `xstate.after.*` step is the moment it does.
let clock = new SimulatedClock()

function Harness({ logic }: { logic: typeof calendarFeedMachine }) {
  const actor = useActorRef(logic, { clock })
  return <CalendarFeedPanel actor={actor} />
}

export const calendarFeedView: ViewAdapter<CalendarFeedEvent> = {
  machineId: 'calendarFeed',
  mount() {
    clock = new SimulatedClock()
    const scripted = createScriptedActors(['loadFeed', 'createFeed', 'revokeFeed', 'copyUrl'])
    const { deps, spies } = scriptedDeps()
    render(<Harness logic={bindCalendarFeed(deps).provide({ actors: scripted.logics })} />)
    return { scripted, spies }
  },
  async perform(event, user) {
    if (event.type.startsWith('xstate.after.')) return void act(() => clock.increment(COPY_TOOLTIP_MS))
    const click = async (name: string) => void (await user.click(screen.getByRole('button', { name })))
    switch (event.type) {
      case 'feed.retry':
        return click('Retry')
      case 'feed.subscribe':
        return click('Subscribe')
      case 'feed.reset':
        return click('New address')
      case 'feed.revoke':
        return click('Stop subscription')
      case 'feed.copy':
        return click('Copy')
      case 'confirm.yes': {
        const dialog = within(screen.getByRole('alertdialog'))
        const label = dialog.queryByRole('button', { name: 'Stop' }) ? 'Stop' : 'New address'
        return void (await user.click(dialog.getByRole('button', { name: label })))
      }
      case 'confirm.no':
        return void (await user.click(
          within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
        ))
    }
  },
  expectState(snapshot, spies) {
    const context = snapshot.context as CalendarFeedContext
    if (snapshot.matches('failed')) return void expect(screen.getByText(context.failure ?? '')).toBeTruthy()
    if (!context.status) return
    expect(screen.queryByRole('button', { name: 'Subscribe', hidden: true }) !== null).toBe(
      !context.status.subscribed,
    )
    expect(screen.queryByLabelText('Subscription address') !== null).toBe(
      context.status.subscribed && context.url !== null,
    )
    if (snapshot.matches({ ready: 'confirmingReset' }))
      expect(screen.getByText(FEED_TEXTS.resetTitle)).toBeTruthy()
    if (snapshot.matches({ ready: 'confirmingRevoke' }))
      expect(screen.getByText(FEED_TEXTS.revokeTitle)).toBeTruthy()
    if (snapshot.matches({ ready: 'idle' }) && context.actionFailure)
      expect(screen.getByText(context.actionFailure)).toBeTruthy()
    // "Copied" beside the button for 2 s; a refused clipboard said in words until the next try.
    const copy = screen.queryByRole('button', { name: 'Copy' })
    if (copy) {
      expect(copy.nextElementSibling?.textContent).toBe(
        snapshot.matches({ ready: { idle: 'copied' } }) ? COPY_TEXTS.copied : '',
      )
      expect(copy).toHaveProperty('disabled', snapshot.matches({ ready: { idle: 'copying' } }))
    }
    expect(screen.queryByText(COPY_TEXTS.failed) !== null).toBe(
      snapshot.matches({ ready: { idle: 'copyFailed' } }),
    )
    void spies
  },
}
