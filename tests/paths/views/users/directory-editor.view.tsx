import { render, screen, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { expect } from 'vitest'
import {
  nameProblem,
  type DirectoryEditorContext,
  type DirectoryEditorEvent,
  type DirectoryEditorInput,
  type directoryEditorMachine,
} from '../../../../machines/users/directory-editor.machine'
import { bindDirectoryEditor } from '../../../../src/app/flows/users/directory-editor'
import { DIRECTORY_EDIT_TEXTS } from '../../../../src/domain/directory-edit'
import {
  DirectoryEditorDialogs,
  EntryActions,
  NewEntryButton,
} from '../../../../src/features/users/DirectoryEditor'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'

const SALES = { id: 'dep_sales', name: 'Sales', usersCount: 12 }

function Harness({ logic, input }: { logic: typeof directoryEditorMachine; input: DirectoryEditorInput }) {
  const editor = useActorRef(logic, { input })
  return (
    <>
      <NewEntryButton editor={editor} />
      <EntryActions editor={editor} entry={SALES} />
      <DirectoryEditorDialogs editor={editor} />
    </>
  )
}

const dialog = () => within(screen.getByRole(screen.queryByRole('alertdialog') ? 'alertdialog' : 'dialog'))

export const directoryEditorView: ViewAdapter<DirectoryEditorEvent> = {
  machineId: 'directoryEditor',
  mount(input) {
    const scripted = createScriptedActors(['createEntry', 'renameEntry', 'loadImpact', 'deleteEntry'])
    const { deps, spies } = scriptedDeps()
    render(
      <Harness
        input={input as DirectoryEditorInput}
        logic={bindDirectoryEditor(deps).provide({ actors: scripted.logics })}
      />,
    )
    return { scripted, spies }
  },
  async perform(event, user) {
    switch (event.type) {
      case 'entry.create':
        return void (await user.click(screen.getByRole('button', { name: 'New department' })))
      case 'entry.rename':
        return void (await user.click(screen.getByRole('button', { name: `Rename ${event.entry.name}` })))
      case 'entry.delete':
        return void (await user.click(screen.getByRole('button', { name: `Delete ${event.entry.name}` })))
      case 'name.change': {
        const box = dialog().getByLabelText('Department name')
        await user.clear(box)
        return void (await user.type(box, event.name))
      }
      case 'form.submit':
        return void (await user.click(dialog().getByRole('button', { name: 'Save' })))
      case 'confirm.yes':
        return void (await user.click(dialog().getByRole('button', { name: 'Delete' })))
      case 'impact.retry':
        return void (await user.click(dialog().getByRole('button', { name: 'Retry' })))
      case 'dialog.close':
        return void (await user.click(dialog().getByRole('button', { name: 'Cancel' })))
    }
  },
  expectState(snapshot) {
    const context = snapshot.context as DirectoryEditorContext
    if (snapshot.matches('idle')) {
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(screen.queryByRole('alertdialog')).toBeNull()
      return
    }
    if (snapshot.matches({ creating: 'editing' }) || snapshot.matches({ renaming: 'editing' })) {
      expect((dialog().getByLabelText('Department name') as HTMLInputElement).value).toBe(context.name)
      const problem = nameProblem(context.name)
      if (context.attempted && problem) expect(dialog().getByText(problem)).toBeTruthy()
      if (context.failure) expect(dialog().getByText(context.failure)).toBeTruthy()
    }
    if (snapshot.matches({ deleting: 'confirming' }) && context.impact) {
      expect(dialog().getByText(DIRECTORY_EDIT_TEXTS.usersStay(SALES.usersCount, 'department'))).toBeTruthy()
      const count =
        context.impact.campaigns.length + context.impact.policies.length + context.impact.events.length
      if (count === 0) expect(dialog().getByText(DIRECTORY_EDIT_TEXTS.nothingReaches)).toBeTruthy()
      else
        expect(
          within(dialog().getByRole('list', { name: 'Still assigned' })).getAllByRole('listitem'),
        ).toHaveLength(count)
    }
    if (snapshot.matches({ deleting: 'impactFailed' }))
      expect(dialog().getByText(context.failure ?? '')).toBeTruthy()
  },
}
