import { act, render, screen, within } from '@testing-library/react'
import type { AnyActorRef } from 'xstate'
import { expect } from 'vitest'
import { DIRECTORY_TEXTS, type DirectoryEntry, type DirectoryKind } from '../../../../src/domain/users'
import DirectoryPage from '../../../../src/features/users/DirectoryPage'
import { createScriptedActors } from '../../scripted-actors'
import { ScreenHarness } from '../../screen-harness'
import type { ViewAdapter } from '../../view-adapter'
import { scriptedDeps } from '../../scripted-deps'
import { bindDirectoryList } from '../../../../src/app/flows/users/directory-list'
import type { DirectoryListInput } from '../../../../machines/users/directory-list.machine'

// The list reads again when the editor (its own flow, own paths) reports a change: sent as the editor would.
const mounted: { list: AnyActorRef | null } = { list: null }

export const directoryListView: ViewAdapter = {
  machineId: 'directoryList',
  mount(input) {
    const scripted = createScriptedActors(['loadEntries'])
    mounted.list = null
    render(
      <ScreenHarness
        logic={bindDirectoryList(scriptedDeps().deps).provide({ actors: scripted.logics })}
        input={input as DirectoryListInput}
        onStart={(list) => void (mounted.list = list)}
        view={(list) => <DirectoryPage actor={list} />}
      />,
    )
    return { scripted, spies: {} }
  },
  async perform(event, user) {
    if (event.type === 'directory.reload') return void act(() => mounted.list!.send(event))
    if (event.type !== 'directory.retry') throw new Error(`No user action for ${JSON.stringify(event)}`)
    await user.click(screen.getByRole('button', { name: 'Retry' }))
  },
  expectState(snapshot) {
    const context = snapshot.context as {
      kind: DirectoryKind
      entries: DirectoryEntry[] | null
      failure: string | null
    }
    const texts = DIRECTORY_TEXTS[context.kind]
    expect(screen.getByRole('heading', { name: texts.title })).toBeInTheDocument()
    const table = screen.getByRole('table')
    if (snapshot.matches('loading') && !context.entries)
      expect(within(table).getByRole('status')).toHaveTextContent(`Loading ${texts.noun}…`)
    if (snapshot.matches('failed')) expect(screen.getByText(context.failure ?? '')).toBeInTheDocument()
    // Ready, or loading again over the last answer (drawn while it revalidates).
    if (snapshot.matches('ready') || (snapshot.matches('loading') && context.entries)) {
      if (context.entries?.length === 0)
        expect(within(table).getByText(`No ${texts.noun} match.`)).toBeInTheDocument()
      for (const entry of context.entries ?? [])
        expect(within(table).getByRole('link', { name: entry.name })).toHaveAttribute(
          'href',
          `${texts.usersPath}/${entry.id}`,
        )
    }
  },
}
