import { act, render, waitFor } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import { expect, vi } from 'vitest'
import { fromPromise, type ActorRefFrom } from 'xstate'
import type { DeveloperAreaData } from '../../../../machines/developers/developer-area.machine'
import {
  reportingSchedules,
  type DevelopersScreenEvent,
  type DevelopersScreenInput,
  type developersScreenMachine,
} from '../../../../machines/developers/developers-screen.machine'
import { bindDeveloperArea } from '../../../../src/app/flows/developers/developer-area'
import { bindDevelopersScreen } from '../../../../src/app/flows/developers/developers-screen'
import { bindTournamentSetup } from '../../../../src/app/flows/tournament/tournament-setup'
import { DevelopersScreen } from '../../../../src/features/developers/DevelopersScreen'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'

// The page's own graph on the real page, its children the real bound flows. What the setup reports after a
// schedule is sent to the page as the setup would (its own adapter drives that dialog); the step checks the area
// read its tournaments again.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- stands for any of the children's calls
const never = fromPromise<any, any>(() => new Promise<never>(() => {}))
const loadArea = vi.fn(async (): Promise<DeveloperAreaData> => ({ courses: [], tournaments: [] }))
const mounted: { actor: ActorRefFrom<typeof developersScreenMachine> | null } = { actor: null }

function Harness({ logic, input }: { logic: typeof developersScreenMachine; input: DevelopersScreenInput }) {
  const actor = useActorRef(logic, { input })
  useEffect(() => {
    mounted.actor = actor
  }, [actor])
  return <DevelopersScreen screen={actor} tab="preview" />
}

export const developersScreenView: ViewAdapter = {
  machineId: 'developersScreen',
  mount(input) {
    const { deps, spies } = scriptedDeps()
    mounted.actor = null
    loadArea.mockClear()
    const area = bindDeveloperArea(deps).provide({
      actors: { loadArea: fromPromise(loadArea), cancelTournament: never },
    })
    const setup = reportingSchedules(
      bindTournamentSetup(deps).provide({
        actors: { loadOptions: never, createTournament: never, updateTournament: never },
      }),
    )
    render(
      <Harness
        logic={bindDevelopersScreen(deps).provide({ actors: { area, setup } })}
        input={input as DevelopersScreenInput}
      />,
    )
    return { scripted: createScriptedActors([]), spies }
  },
  async perform(event) {
    const e = event as DevelopersScreenEvent
    await waitFor(() => expect(mounted.actor).not.toBeNull())
    await waitFor(() => expect(loadArea).toHaveBeenCalled())
    const before = loadArea.mock.calls.length
    act(() => mounted.actor!.send(e))
    await waitFor(() => expect(loadArea.mock.calls.length, 'the area reads again').toBe(before + 1))
  },
  expectState() {
    // The page has one state; what it does is the area's reading again, checked as the step runs.
    expect(mounted.actor === null || mounted.actor.getSnapshot().status === 'active').toBe(true)
  },
}
