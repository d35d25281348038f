import { act, render, screen, waitFor } from '@testing-library/react'
import { expect } from 'vitest'
import { fromPromise, type ActorRefFrom } from 'xstate'
import type { CampaignListPage } from '../../../../machines/exercise/exercise-campaigns.machine'
import {
  campaignsIn,
  type CampaignsKnown,
  type ExerciseLandingEvent,
  type ExerciseLandingInput,
  type exerciseLandingScreenMachine,
} from '../../../../machines/exercise/exercise-landing-screen.machine'
import { sampleCampaign } from '../../../../machines/exercise/exercise-campaigns.scenarios'
import type { Pack } from '../../../../src/domain/template-library'
import { bindExerciseCampaigns } from '../../../../src/app/flows/exercise/exercise-campaigns'
import {
  bindExerciseLandingScreen,
  campaignAddressOf,
} from '../../../../src/app/flows/exercise/exercise-landing-screen'
import { ExerciseLandingScreen } from '../../../../src/features/exercise/ExerciseLandingScreen'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import { ScreenHarness } from '../../screen-harness'
import type { ViewAdapter } from '../../view-adapter'

// The page's own graph on the real page with its real children. A list snapshot in a path is performed by
// bringing the real list to it: its page request is answered with a page of those counts (reloading it first when
// it has answered already). The page's moves are the app's navigation, checked as each step runs.

type Screen = ActorRefFrom<typeof exerciseLandingScreenMachine>
const mounted: { actor: Screen | null; navigate: ((to: string, options?: object) => void) | null } = {
  actor: null,
  navigate: null,
}
/** The list's page requests still waiting for their answer, newest last. */
let waiting: ((page: CampaignListPage) => void)[] = []

const pageOf = (counts: { active: number; archived: number }): CampaignListPage => ({
  items: counts.active > 0 ? [sampleCampaign('phx_sales')] : [],
  totalCount: counts.active,
  activeCount: counts.active,
  archivedCount: counts.archived,
})

const list = () => mounted.actor!.getSnapshot().children.list!
const navigations = () => (mounted.navigate as unknown as { mock: { calls: unknown[][] } }).mock.calls

export const exerciseLandingScreenView: ViewAdapter = {
  machineId: 'exerciseLandingScreen',
  mount(input) {
    const { deps, spies } = scriptedDeps()
    mounted.actor = null
    mounted.navigate = deps.navigate
    waiting = []
    const listLogic = bindExerciseCampaigns(deps).provide({
      actors: {
        loadPage: fromPromise(() => new Promise<CampaignListPage>((resolve) => void waiting.push(resolve))),
        loadPacks: fromPromise(async (): Promise<Pack[]> => []),
      },
    })
    render(
      <ScreenHarness
        logic={bindExerciseLandingScreen(deps).provide({ actors: { list: listLogic } })}
        input={input as ExerciseLandingInput}
        onStart={(screen) => void (mounted.actor = screen)}
        view={(screen) => <ExerciseLandingScreen screen={screen} boosted trialEnds={null} />}
      />,
    )
    return { scripted: createScriptedActors([]), spies }
  },
  async perform(event) {
    const e = event as ExerciseLandingEvent
    await waitFor(() => expect(mounted.actor).not.toBeNull())
    const before = mounted.actor!.getSnapshot().context
    const moves = navigations().length
    switch (e.type) {
      case 'xstate.snapshot.list': {
        const counts = e.snapshot.context.counts!
        if (waiting.length === 0) {
          await waitFor(() => expect(list().getSnapshot().matches('ready')).toBe(true))
          act(() => list().send({ type: 'list.show', position: list().getSnapshot().context.position }))
        }
        await waitFor(() => expect(waiting.length).toBeGreaterThan(0))
        const answer = waiting.pop()!
        waiting = []
        act(() => answer(pageOf(counts)))
        const wanted: CampaignsKnown = campaignsIn(e)
        await waitFor(() => expect(mounted.actor!.getSnapshot().context.campaigns).toBe(wanted))
        const moved = wanted !== before.campaigns && (before.onBase ? wanted === 'some' : wanted === 'none')
        expect(navigations().length - moves, 'the page moved to where its list belongs').toBe(moved ? 1 : 0)
        if (moved)
          expect(navigations().at(-1)).toEqual([
            wanted === 'none' ? '/phishing-exercise' : campaignAddressOf(before.position),
            { replace: true },
          ])
        return
      }
      case 'position.choose':
        act(() => mounted.actor!.send(e))
        return void expect(navigations().at(-1)).toEqual([campaignAddressOf(e.position), { replace: false }])
      case 'settings.open':
        act(() => mounted.actor!.send(e))
        return void (await screen.findByRole('dialog', { name: 'Campaign Settings' }))
      case 'settings.saved': {
        const asked = waiting.length
        const ready = list().getSnapshot().matches('ready')
        act(() => mounted.actor!.send(e))
        // A list still reading its page goes on with that request; a read one reads it again.
        if (ready)
          await waitFor(() => expect(waiting.length, 'the list reads its page again').toBe(asked + 1))
        return
      }
      case 'address.changed': {
        act(() => mounted.actor!.send(e))
        return void expect(list().getSnapshot().context.position).toEqual(e.position)
      }
    }
  },
  expectState() {
    // Behind the settings dialog the page is hidden from assistive technology, yet still what the user sees.
    expect(screen.getByRole('heading', { name: 'Phishing Exercise', level: 1, hidden: true })).toBeTruthy()
  },
}
