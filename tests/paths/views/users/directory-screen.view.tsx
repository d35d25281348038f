import { act, render, screen, waitFor } from '@testing-library/react'
import { expect } from 'vitest'
import { fromPromise, type ActorRefFrom } from 'xstate'
import type {
  DirectoryScreenEvent,
  DirectoryScreenInput,
  directoryScreenMachine,
} from '../../../../machines/users/directory-screen.machine'
import { bindDirectoryList } from '../../../../src/app/flows/users/directory-list'
import { bindDirectoryScreen } from '../../../../src/app/flows/users/directory-screen'
import { DIRECTORY_TEXTS, type DirectoryEntry } from '../../../../src/domain/users'
import { DirectoryScreen } from '../../../../src/features/users/DirectoryScreen'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import { ScreenHarness } from '../../screen-harness'
import type { ViewAdapter } from '../../view-adapter'

// The page's own graph on the real page with its real children. The list's readings are answered at once and
// counted, so a change the editor reports (sent to the page as the editor sends it) shows as one more reading.

const mounted: { actor: ActorRefFrom<typeof directoryScreenMachine> | null } = { actor: null }
let readings = 0

export const directoryScreenView: ViewAdapter = {
  machineId: 'directoryScreen',
  mount(input) {
    const { deps, spies } = scriptedDeps()
    mounted.actor = null
    readings = 0
    const list = bindDirectoryList(deps).provide({
      actors: {
        loadEntries: fromPromise(async (): Promise<DirectoryEntry[]> => {
          readings += 1
          return [{ id: 'dep_sales', name: 'Sales', usersCount: readings }]
        }),
      },
    })
    render(
      <ScreenHarness
        logic={bindDirectoryScreen(deps).provide({ actors: { list } })}
        input={input as DirectoryScreenInput}
        onStart={(frame) => void (mounted.actor = frame)}
        view={(frame) => <DirectoryScreen screen={frame} />}
      />,
    )
    return { scripted: createScriptedActors([]), spies }
  },
  async perform(event) {
    const e = event as DirectoryScreenEvent
    await waitFor(() => expect(mounted.actor).not.toBeNull())
    // The list reads again once it has read.
    await waitFor(() => expect(readings).toBeGreaterThan(0))
    const asked = readings
    act(() => mounted.actor!.send(e))
    await waitFor(() => expect(readings, 'the list reads again').toBe(asked + 1))
  },
  expectState(snapshot) {
    const texts = DIRECTORY_TEXTS[(snapshot.context as DirectoryScreenInput).kind]
    expect(screen.getByRole('heading', { name: texts.title })).toBeInTheDocument()
    // The editor is there: its New button is on the page.
    expect(screen.getByRole('button', { name: /^New / })).toBeInTheDocument()
  },
}
