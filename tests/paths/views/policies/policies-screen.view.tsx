import { render, screen } from '@testing-library/react'
import { expect } from 'vitest'
import { fromPromise, type ActorRefFrom } from 'xstate'
import type { policiesScreenMachine } from '../../../../machines/policies/policies-screen.machine'
import { bindPoliciesPage, bindPoliciesScreen } from '../../../../src/app/flows/policies/policies-page'
import { PoliciesScreen } from '../../../../src/features/policies/PoliciesScreen'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import { ScreenHarness } from '../../screen-harness'
import type { ViewAdapter } from '../../view-adapter'

// The page's own graph (it starts its two children and holds them) on the real page with the real bound flows,
// whose calls never answer here: each child's own adapter drives it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- stands for the policies' reading
const never = fromPromise<any, any>(() => new Promise<never>(() => {}))
const mounted: { actor: ActorRefFrom<typeof policiesScreenMachine> | null } = { actor: null }

export const policiesScreenView: ViewAdapter = {
  machineId: 'policiesScreen',
  mount() {
    const { deps, spies } = scriptedDeps()
    mounted.actor = null
    const page = bindPoliciesPage(deps).provide({ actors: { loadPolicies: never } })
    render(
      <ScreenHarness
        logic={bindPoliciesScreen(deps).provide({ actors: { page } })}
        input={undefined}
        onStart={(frame) => void (mounted.actor = frame)}
        view={(frame) => <PoliciesScreen screen={frame} />}
      />,
    )
    return { scripted: createScriptedActors([]), spies }
  },
  async perform() {},
  expectState() {
    // Both children run for as long as the page does, and the page draws through them.
    const children = mounted.actor?.getSnapshot().children ?? {}
    if (mounted.actor) expect(Object.keys(children).sort()).toEqual(['page', 'reminder'])
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy()
  },
}
