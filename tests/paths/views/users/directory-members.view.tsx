import { render, screen, within } from '@testing-library/react'
import { expect, vi } from 'vitest'
import type {
  DirectoryMembersContext,
  DirectoryMembersEvent,
  DirectoryMembersInput,
} from '../../../../machines/users/directory-members.machine'
import { bindDirectoryMembers } from '../../../../src/app/flows/users/directory-members'
import { DIRECTORY_EDIT_TEXTS } from '../../../../src/domain/directory-edit'
import { DirectoryMembers } from '../../../../src/features/users/DirectoryMembers'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import { ScreenHarness } from '../../screen-harness'
import type { ViewAdapter } from '../../view-adapter'

const dialog = () => within(screen.getByRole('dialog'))

export const directoryMembersView: ViewAdapter<DirectoryMembersEvent> = {
  machineId: 'directoryMembers',
  mount(input) {
    const scripted = createScriptedActors(['loadUnassigned', 'addMembers'])
    const { deps, spies } = scriptedDeps()
    const changed = vi.fn()
    // The page it sits on hears of each change (`changed`).
    render(
      <ScreenHarness
        logic={bindDirectoryMembers(deps).provide({
          actors: scripted.logics,
          actions: { changed: () => changed() },
        })}
        input={input as DirectoryMembersInput}
        onStart={() => {}}
        view={(actor) => <DirectoryMembers actor={actor} name="Sales" />}
      />,
    )
    return { scripted, spies: { ...spies, changed } }
  },
  async perform(event, user) {
    switch (event.type) {
      case 'members.open':
        return void (await user.click(screen.getByRole('button', { name: DIRECTORY_EDIT_TEXTS.addMembers })))
      case 'members.select': {
        const box = dialog().getByRole('checkbox', { name: 'Select ana@acme.example' }) as HTMLInputElement
        if (box.checked !== event.selected) await user.click(box)
        return
      }
      case 'members.page':
        return void (await user.click(
          dialog().getByRole('button', { name: event.pageNumber === 0 ? 'Previous' : 'Next' }),
        ))
      case 'members.add':
        return void (await user.click(dialog().getByRole('button', { name: /^Add \d+ users?$/ })))
      case 'members.retry':
        return void (await user.click(dialog().getByRole('button', { name: 'Retry' })))
      case 'dialog.close':
        return void (await user.click(dialog().getByRole('button', { name: 'Cancel' })))
    }
  },
  expectState(snapshot, spies) {
    const context = snapshot.context as DirectoryMembersContext
    if (snapshot.matches('closed')) {
      expect(screen.queryByRole('dialog')).toBeNull()
      const toasts = spies.toast?.mock.calls.length ?? 0
      expect(spies.changed?.mock.calls.length).toBe(toasts)
      return
    }
    expect(dialog().getByRole('heading', { name: 'Add users to Sales' })).toBeTruthy()
    expect(
      dialog().getByText(
        `${context.selected.length} ${context.selected.length === 1 ? 'user' : 'users'} chosen`,
      ),
    ).toBeTruthy()
    if (snapshot.matches({ open: 'ready' })) {
      const total = context.page?.totalCount ?? 0
      if (total === 0) expect(dialog().getByText(DIRECTORY_EDIT_TEXTS.noneOutside('department'))).toBeTruthy()
      else {
        const box = dialog().getByRole('checkbox', { name: 'Select ana@acme.example' }) as HTMLInputElement
        expect(box.checked).toBe(context.selected.includes('usr_1'))
        expect(dialog().getByText(`Page ${context.pageNumber + 1} of 2`)).toBeTruthy()
      }
      if (context.failure) expect(dialog().getByText(context.failure)).toBeTruthy()
    }
    if (snapshot.matches({ open: 'failed' })) expect(dialog().getByText(context.failure ?? '')).toBeTruthy()
    if (snapshot.matches({ open: 'adding' }))
      expect(dialog().getByRole('button', { name: 'Adding…' })).toBeDisabled()
  },
}
