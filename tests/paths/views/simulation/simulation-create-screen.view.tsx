import { act, render, waitFor } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import { expect } from 'vitest'
import { fromPromise, type ActorRefFrom } from 'xstate'
import {
  simulationCreateStepOf,
  type CreateOptions,
  type TemplateOption,
} from '../../../../machines/simulation/simulation-create.machine'
import type {
  SimulationCreateScreenEvent,
  SimulationCreateScreenInput,
  simulationCreateScreenMachine,
} from '../../../../machines/simulation/simulation-create-screen.machine'
import type { UserMatches } from '../../../../machines/exercise/user-search.machine'
import { template } from '../../../../machines/simulation/simulation-create.scenarios'
import { bindSimulationCreateScreen } from '../../../../src/app/flows/simulation/simulation-create-screen'
import { bindSimulationCreate } from '../../../../src/app/flows/simulation/simulation-create'
import { bindUserSearch } from '../../../../src/app/flows/exercise/user-search'
import { SimulationCreateScreen } from '../../../../src/features/simulation/create/SimulationCreateScreen'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'

// The page's own graph on the real page, its children the real bound flows. A path's snapshot of the create flow
// is performed by bringing the real flow to that step; a saved template is what the editor reports (its own
// adapter drives the dialog), and the step checks that the create flow lists it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- stands for any of the children's calls
const never = fromPromise<any, any>(() => new Promise<never>(() => {}))
const templates = [template('sim_password', { name: 'Password expires today' })]

const mounted: { actor: ActorRefFrom<typeof simulationCreateScreenMachine> | null } = { actor: null }
const leave = { guards: 0, releases: 0 }

function Harness({
  logic,
  input,
}: {
  logic: typeof simulationCreateScreenMachine
  input: SimulationCreateScreenInput
}) {
  const actor = useActorRef(logic, { input })
  useEffect(() => {
    mounted.actor = actor
  }, [actor])
  return <SimulationCreateScreen screen={actor} />
}

function page(deps: ReturnType<typeof scriptedDeps>['deps']) {
  return bindSimulationCreateScreen(deps).provide({
    actors: {
      flow: bindSimulationCreate(deps).provide({
        actors: {
          loadOptions: fromPromise(async (): Promise<CreateOptions> => ({
            loginPages: [],
            departments: [],
            groups: [],
          })),
          loadTemplates: fromPromise(async (): Promise<TemplateOption[]> => templates),
          planFlight: never,
          launchCampaign: never,
        },
      }),
      userSearch: bindUserSearch(deps).provide({
        actors: { searchUsers: fromPromise(async (): Promise<UserMatches> => ({ items: [], total: 0 })) },
      }),
    },
  })
}

const flow = () => mounted.actor!.getSnapshot().children.flow!
const stepOf = () => simulationCreateStepOf(flow().getSnapshot().value)

/** Brings the real create flow to a step by its Next and Back (step 0 is answered with a refused Back). */
async function bringFlowTo(step: number) {
  await waitFor(() => expect(flow().getSnapshot().matches({ editing: { templateList: 'idle' } })).toBe(true))
  if (stepOf() === step) return void act(() => flow().send({ type: 'step.back' }))
  while (stepOf() < step) act(() => flow().send({ type: 'step.next' }))
  while (stepOf() > step) act(() => flow().send({ type: 'step.back' }))
  expect(stepOf(), 'the create flow is on the step').toBe(step)
}

export const simulationCreateScreenView: ViewAdapter = {
  machineId: 'simulationCreateScreen',
  mount(input) {
    const { deps, spies } = scriptedDeps()
    mounted.actor = null
    leave.guards = 0
    leave.releases = 0
    deps.guardLeave = () => {
      leave.guards += 1
      return () => void (leave.releases += 1)
    }
    render(<Harness logic={page(deps)} input={input as SimulationCreateScreenInput} />)
    return { scripted: createScriptedActors([]), spies }
  },
  async perform(event) {
    const e = event as SimulationCreateScreenEvent
    // The page's actor is known once it has mounted (not the last path's).
    await waitFor(() => expect(mounted.actor).not.toBeNull())
    switch (e.type) {
      case 'xstate.snapshot.flow':
        return bringFlowTo(simulationCreateStepOf(e.snapshot.value))
      case 'template.saved': {
        let heard = 0
        const watch = flow().subscribe(() => void (heard += 1))
        act(() => mounted.actor!.send(e))
        watch.unsubscribe()
        // The page hands it on; the create flow lists it on its Templates step (its own paths hold that rule).
        if (stepOf() !== 1) return void expect(heard, 'the create flow heard of it').toBeGreaterThan(0)
        const listed = () =>
          flow()
            .getSnapshot()
            .context.templates.map((t) => t.id)
        return void (await waitFor(() => expect(listed()).toContain(e.template.id)))
      }
    }
  },
  expectState(snapshot) {
    // The browser asks before leaving exactly while the page is in its guarded state.
    expect(leave.guards - leave.releases, 'leave prompts held').toBe(snapshot.matches('guarded') ? 1 : 0)
  },
}
