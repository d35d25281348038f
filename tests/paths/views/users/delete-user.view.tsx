import { render, screen, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { expect, vi } from 'vitest'
import { type deleteUserMachine, type DeleteUserEvent } from '../../../../machines/users/delete-user.machine'
import { DELETE_USER_TEXTS as T } from '../../../../src/domain/users'
import { DeleteUserDialog } from '../../../../src/features/users/DeleteUserDialog'
import { createScriptedActors } from '../../scripted-actors'
import type { ViewAdapter } from '../../view-adapter'
import { scriptedDeps } from '../../scripted-deps'
import { bindDeleteUser } from '../../../../src/app/flows/users/delete-user'

// The row's Delete button of the users list, with the dialog it opens.
function Harness({ logic }: { logic: typeof deleteUserMachine }) {
  const actor = useActorRef(logic)
  return (
    <>
      <button
        type="button"
        onClick={() => actor.send({ type: 'delete.open', user: { id: 'u1', email: 'ana@acme.example' } })}
      >
        Delete ana@acme.example
      </button>
      <DeleteUserDialog actor={actor} />
    </>
  )
}

export const deleteUserView: ViewAdapter<DeleteUserEvent> = {
  machineId: 'deleteUser',
  mount() {
    const scripted = createScriptedActors(['deleteUser'])
    const { deps, spies } = scriptedDeps()
    const deleted = vi.fn()
    render(
      <Harness
        logic={bindDeleteUser(deps).provide({
          actors: scripted.logics,
          actions: { reportDeleted: () => deleted() },
        })}
      />,
    )
    return { scripted, spies: { ...spies, deleted } }
  },
  async perform(event, user) {
    if (event.type === 'delete.open')
      return void (await user.click(
        screen.getByRole('button', { name: 'Delete ana@acme.example', hidden: true }),
      ))
    const dialog = within(screen.getByRole('alertdialog'))
    if (event.type === 'delete.cancel')
      return void (await user.click(dialog.getByRole('button', { name: 'Cancel' })))
    const { phrase } = event
    const box = dialog.getByLabelText(`Type "${T.phrase}" to confirm`)
    await user.clear(box)
    if (phrase) await user.type(box, phrase)
    await user.click(dialog.getByRole('button', { name: 'Delete' }))
  },
  expectState(snapshot, spies) {
    const context = snapshot.context as { phraseError: string | null; failure: string | null }
    if (!snapshot.hasTag('open')) {
      expect(screen.queryByRole('alertdialog')).toBeNull()
      return
    }
    const dialog = within(screen.getByRole('alertdialog', { name: 'Delete ana@acme.example' }))
    expect(dialog.getByText(T.warning)).toBeInTheDocument()
    if (snapshot.hasTag('busy')) expect(dialog.getByRole('button', { name: 'Deleting…' })).toBeDisabled()
    if (context.phraseError) expect(dialog.getByText(context.phraseError)).toBeInTheDocument()
    if (context.failure) expect(dialog.getByText(context.failure)).toBeInTheDocument()
    expect(spies.deleted?.mock.calls.length).toBe(spies.toast?.mock.calls.length)
  },
}
