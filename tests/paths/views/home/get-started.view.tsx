import { render, screen, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { expect } from 'vitest'
import {
  type getStartedMachine,
  type GetStartedContext,
  type GetStartedInput,
} from '../../../../machines/home/get-started.machine'
import { cultureScoreOf, EMPTY_CARD_NEXT, NO_DATA, statCards } from '../../../../src/domain/dashboard'
import { GET_STARTED_TEXTS as T } from '../../../../src/domain/get-started'
import GetStartedPage from '../../../../src/features/home/GetStartedPage'
import { createScriptedActors } from '../../scripted-actors'
import type { ViewAdapter } from '../../view-adapter'
import { scriptedDeps } from '../../scripted-deps'
import { bindGetStarted } from '../../../../src/app/flows/home/get-started'

const EXTRAS = { planButtons: true, guideCards: true, pricingCard: true, freeVsBoostVideo: true }

function Harness({ logic, input }: { logic: typeof getStartedMachine; input: GetStartedInput }) {
  const actor = useActorRef(logic, { input })
  return <GetStartedPage actor={actor} extras={EXTRAS} />
}

const button = (name: string) => screen.getByRole('button', { name })

export const getStartedView: ViewAdapter = {
  machineId: 'getStarted',
  mount(input) {
    const scripted = createScriptedActors(['loadStatus', 'loadFigures', 'startTraining'])
    const { deps, spies } = scriptedDeps()
    render(
      <Harness
        logic={bindGetStarted(deps).provide({ actors: scripted.logics })}
        input={(input ?? {}) as GetStartedInput}
      />,
    )
    return { scripted, spies }
  },
  async perform(event, user) {
    if (event.type === 'retry') return void (await user.click(button(T.retry)))
    // From the start-training prompt, or from the dashboard's empty training card.
    if (event.type === 'training.start') return void (await user.click(button(T.startButton)))
    if (event.type === 'users.invite') return void (await user.click(button(T.inviteButton)))
    if (event.type === 'upgrade') return void (await user.click(button(T.upgradeButton)))
    const dialog = within(screen.getByRole('alertdialog', { name: T.confirmTitle }))
    if (event.type === 'confirm.accept')
      return void (await user.click(dialog.getByRole('button', { name: T.confirmButton })))
    if (event.type === 'confirm.cancel')
      return void (await user.click(dialog.getByRole('button', { name: T.cancel })))
    throw new Error(`No user action for ${JSON.stringify(event)}`)
  },
  expectState(snapshot) {
    const context = snapshot.context as GetStartedContext
    // An open dialog hides the page from assistive technology; the page is still what sits behind it.
    const heading = (name: string) => screen.queryByRole('heading', { name, hidden: true })
    expect(screen.getByRole('heading', { name: T.title, level: 1, hidden: true })).toBeTruthy()
    if (snapshot.matches('loading')) expect(screen.getByRole('status')).toHaveTextContent('Loading…')
    if (snapshot.matches('failed')) {
      expect(screen.getByRole('alert')).toHaveTextContent(T.loadFailed)
      expect(screen.getByRole('alert')).toHaveTextContent(context.error!)
    }
    expect(heading(T.startTitle) !== null).toBe(snapshot.matches('startTraining'))
    expect(heading(T.inviteTitle) !== null).toBe(snapshot.matches('inviteUsers'))
    const suspended =
      snapshot.matches('trainingSuspended') || snapshot.matches({ dashboard: { plan: 'suspended' } })
    expect(heading(T.suspendedTitle) !== null).toBe(suspended)
    expect(screen.queryByText(T.suspendedNotice) !== null).toBe(suspended)
    const starting =
      snapshot.matches({ startTraining: 'starting' }) ||
      snapshot.matches({ dashboard: { figures: { ready: 'starting' } } })
    const confirming =
      starting ||
      snapshot.matches({ startTraining: 'confirming' }) ||
      snapshot.matches({ dashboard: { figures: { ready: 'confirming' } } })
    const dialog = screen.queryByRole('alertdialog', { name: T.confirmTitle })
    expect(dialog !== null).toBe(confirming)
    if (dialog) {
      expect(dialog).toHaveTextContent(T.confirmText)
      const start = within(dialog).getByRole('button', {
        name: starting ? 'Starting…' : T.confirmButton,
      })
      expect(start).toHaveProperty('disabled', starting)
      if (context.error) expect(within(dialog).getByRole('alert')).toHaveTextContent(context.error)
    }
    const stats = screen.queryByRole('list', { name: 'Statistics', hidden: true })
    const ready = snapshot.matches({ dashboard: { figures: 'ready' } })
    expect(stats !== null).toBe(ready)
    if (ready && stats) {
      const training = context.figures!.training.currentPeriod
      const card = within(stats).getByRole('listitem', { name: 'Awareness training', hidden: true })
      if (training) expect(card).toHaveTextContent(`${Math.round(training.yourScore)}%`)
      else expect(card).toHaveTextContent(NO_DATA)
      // The empty training card starts training while none runs and the trial holds (the scenario's flags),
      // otherwise it points at the library; the other empty cards each name their next step.
      const flags = context.flags!
      const startable = !training && !flags.hasActiveTraining && !flags.trialExpired
      expect(within(card).queryByRole('button', { name: T.startButton, hidden: true }) !== null).toBe(
        startable,
      )
      for (const item of statCards(context.figures!)) {
        const shown = within(stats).getByRole('listitem', { name: item.title, hidden: true })
        const next = within(shown).queryByRole('link', { name: EMPTY_CARD_NEXT[item.id].label, hidden: true })
        expect(next !== null, item.id).toBe(item.value === null && !(item.id === 'training' && startable))
        if (next) expect(next.getAttribute('href')).toBe(EMPTY_CARD_NEXT[item.id].href)
      }
      const culture = cultureScoreOf(context.figures!)
      if (culture)
        expect(screen.getByLabelText('Culture score')).toHaveTextContent(
          `${culture.score} Level: ${culture.level}`,
        )
    }
    if (snapshot.matches({ dashboard: { figures: 'failed' } }))
      expect(screen.getByRole('alert')).toHaveTextContent(context.error!)
  },
}
