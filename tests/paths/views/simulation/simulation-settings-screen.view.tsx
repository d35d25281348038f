import { render, screen } from '@testing-library/react'
import { expect } from 'vitest'
import { fromPromise, type ActorRefFrom } from 'xstate'
import type {
  SimulationSettingsScreenInput,
  simulationSettingsScreenMachine,
} from '../../../../machines/simulation/simulation-settings-screen.machine'
import {
  bindDirectEmailDelivery,
  bindSimulationSettings,
  bindSimulationSettingsScreen,
} from '../../../../src/app/flows/simulation/simulation-settings'
import { SimulationSettingsScreen } from '../../../../src/features/simulation/settings/SimulationSettingsScreen'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import { ScreenHarness } from '../../screen-harness'
import type { ViewAdapter } from '../../view-adapter'

// The page's own graph (it starts its two children and holds them) on the real page with the real bound flows,
// whose calls never answer here: each child's own adapter drives it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- stands for any of the children's calls
const never = fromPromise<any, any>(() => new Promise<never>(() => {}))
const mounted: { actor: ActorRefFrom<typeof simulationSettingsScreenMachine> | null } = { actor: null }

export const simulationSettingsScreenView: ViewAdapter = {
  machineId: 'simulationSettingsScreen',
  mount(input) {
    const { deps, spies } = scriptedDeps()
    mounted.actor = null
    const settings = bindSimulationSettings(deps).provide({
      actors: { loadSettings: never, saveSettings: never },
    })
    const ded = bindDirectEmailDelivery(deps).provide({
      actors: { loadDed: never, saveDed: never, initiateConsent: never, sendTestEmail: never },
    })
    render(
      <ScreenHarness
        logic={bindSimulationSettingsScreen(deps).provide({ actors: { settings, ded } })}
        input={input as SimulationSettingsScreenInput}
        onStart={(screen) => void (mounted.actor = screen)}
        view={(screen) => <SimulationSettingsScreen screen={screen} tab="direct-email-delivery" />}
      />,
    )
    return { scripted: createScriptedActors([]), spies }
  },
  async perform() {},
  expectState() {
    // Both children run for as long as the page does, and the page draws through them.
    const children = mounted.actor?.getSnapshot().children ?? {}
    if (mounted.actor) expect(Object.keys(children).sort()).toEqual(['ded', 'settings'])
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy()
  },
}
