import { act, render, screen } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import { expect, vi } from 'vitest'
import { SimulatedClock, type ActorRefFrom } from 'xstate'
import { type newVersionMachine, type NewVersionInput } from '../../../../machines/shell/new-version.machine'
import { NEW_VERSION_TEXTS as T } from '../../../../src/domain/new-version'
import { NewVersionBanner } from '../../../../src/features/shell/NewVersionBanner'
import { createScriptedActors } from '../../scripted-actors'
import type { ViewAdapter } from '../../view-adapter'
import { newVersionLogic } from '../../../../src/app/flows/shell/new-version'

// The 60 s wait runs on a simulated clock: the path's `xstate.after.*` step is the moment a check starts.
const mounted: { actor: ActorRefFrom<typeof newVersionMachine> | null } = { actor: null }

function Harness({ logic, input }: { logic: typeof newVersionMachine; input: NewVersionInput }) {
  const actor = useActorRef(logic, { input, clock: new SimulatedClock() })
  useEffect(() => {
    mounted.actor = actor
  }, [actor])
  return <NewVersionBanner actor={actor} />
}

export const newVersionView: ViewAdapter = {
  machineId: 'newVersion',
  mount(input) {
    const scripted = createScriptedActors(['readPublished'])
    const reload = vi.fn()
    render(
      <Harness
        input={input as NewVersionInput}
        logic={newVersionLogic.provide({ actors: scripted.logics, actions: { reload } })}
      />,
    )
    return { scripted, spies: { reload } }
  },
  async perform(event, user) {
    if (event.type.startsWith('xstate.after.')) return void act(() => mounted.actor!.send(event as never))
    if (event.type === 'relaunch')
      return void (await user.click(screen.getByRole('button', { name: T.relaunch })))
    throw new Error(`No user action for ${JSON.stringify(event)}`)
  },
  expectState(snapshot) {
    const banner = screen.queryByText(T.banner)
    expect(banner !== null).toBe(snapshot.matches('available'))
  },
}
