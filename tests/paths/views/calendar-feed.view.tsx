import { render, screen, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { expect } from 'vitest'
import {
  FEED_TEXTS,
  type CalendarFeedContext,
  type CalendarFeedEvent,
  type calendarFeedMachine,
} from '../../../machines/calendar-feed.machine'
import { bindCalendarFeed } from '../../../src/app/flows/calendar-feed'
import { CalendarFeedPanel } from '../../../src/features/calendar/CalendarFeedPanel'
import { createScriptedActors } from '../scripted-actors'
import { scriptedDeps } from '../scripted-deps'
import type { ViewAdapter } from '../view-adapter'

function Harness({ logic }: { logic: typeof calendarFeedMachine }) {
  const actor = useActorRef(logic)
  return <CalendarFeedPanel actor={actor} />
}

export const calendarFeedView: ViewAdapter<CalendarFeedEvent> = {
  machineId: 'calendarFeed',
  mount() {
    const scripted = createScriptedActors(['loadFeed', 'createFeed', 'revokeFeed'])
    const { deps, spies } = scriptedDeps()
    render(<Harness logic={bindCalendarFeed(deps).provide({ actors: scripted.logics })} />)
    return { scripted, spies }
  },
  async perform(event, user) {
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
    void spies
  },
}
