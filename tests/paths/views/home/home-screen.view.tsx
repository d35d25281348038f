import { act, render, screen, waitFor } from '@testing-library/react'
import { expect, vi } from 'vitest'
import { createActor, fromPromise, type ActorRefFrom } from 'xstate'
import {
  type HomeScreenEvent,
  type HomeScreenInput,
  type homeScreenMachine,
} from '../../../../machines/home/home-screen.machine'
import { sessionMachine } from '../../../../machines/session/session.machine'
import { bindGetStarted } from '../../../../src/app/flows/home/get-started'
import { bindHomeScreen } from '../../../../src/app/flows/home/home-screen'
import { HomeScreen } from '../../../../src/features/home/HomeScreen'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import { ScreenHarness } from '../../screen-harness'
import type { ViewAdapter } from '../../view-adapter'

// The page's own graph on the real page, its children the real bound flows (the get-started flow never answers
// here: its own adapter drives its cards). A choice the checklist saved is sent to the page as the checklist
// sends it (its own adapter drives the checklist); the step checks the session heard it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- stands for any of the children's calls
const never = fromPromise<any, any>(() => new Promise<never>(() => {}))
const mounted: { actor: ActorRefFrom<typeof homeScreenMachine> | null } = { actor: null }
const told = vi.fn()
const NO_EXTRAS = { planButtons: false, guideCards: false, pricingCard: false, freeVsBoostVideo: false }

export const homeScreenView: ViewAdapter = {
  machineId: 'homeScreen',
  mount(input) {
    const { deps, spies } = scriptedDeps()
    mounted.actor = null
    told.mockClear()
    const session = createActor(sessionMachine, { input: {} })
    session.send = told
    const getStarted = bindGetStarted(deps).provide({
      actors: { loadStatus: never, loadFigures: never, startTraining: never },
    })
    render(
      <ScreenHarness
        logic={bindHomeScreen(deps, session).provide({ actors: { getStarted } })}
        input={input as HomeScreenInput}
        onStart={(screen) => void (mounted.actor = screen)}
        view={(screen) => <HomeScreen screen={screen} extras={NO_EXTRAS} />}
      />,
    )
    return { scripted: createScriptedActors([]), spies }
  },
  async perform(event) {
    const e = event as HomeScreenEvent
    await waitFor(() => expect(mounted.actor).not.toBeNull())
    const before = told.mock.calls.length
    act(() => mounted.actor!.send(e))
    expect(told.mock.calls.length - before, 'the session heard it').toBe(1)
    expect(told.mock.calls.at(-1)![0]).toEqual({ type: 'session.userChanged', changes: e.choice })
  },
  expectState() {
    // The page renders its children; before the get-started flow answers, its loading view.
    expect(mounted.actor === null || screen.queryByRole('alert') === null).toBe(true)
  },
}
