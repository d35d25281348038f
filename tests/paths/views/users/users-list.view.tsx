import type {
  UsersListEvent,
  UsersListInput,
  usersListMachine,
} from '../../../../machines/users/users-list.machine'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { useEffect, useMemo } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { FlowDeps } from '../../../../src/app/flows/deps'
import { expect } from 'vitest'
import type { ListQuery } from '../../../../src/domain/list-query'
import { USERS_TEXTS, type UserPage } from '../../../../src/domain/users'
import UsersPage from '../../../../src/features/users/UsersPage'
import { createScriptedActors } from '../../scripted-actors'
import type { ViewAdapter } from '../../view-adapter'
import { scriptedDeps } from '../../scripted-deps'
import { bindUsersList } from '../../../../src/app/flows/users/users-list'
import { bindDeleteUser } from '../../../../src/app/flows/users/delete-user'
import { bindReminderDialog } from '../../../../src/app/flows/users/reminder-dialog'
import { bindUserMail } from '../../../../src/app/flows/users/user-mail'

const mounted: { list: ActorRefFrom<typeof usersListMachine> | null } = { list: null }

// The list with the dialogs the users page starts beside it, each its own actor as the page's children are.
function Harness({
  logic,
  input,
  deps,
}: {
  logic: typeof usersListMachine
  input: UsersListInput
  deps: FlowDeps
}) {
  const actor = useActorRef(logic, { input })
  const deleteActor = useActorRef(useMemo(() => bindDeleteUser(deps), [deps]))
  const reminderActor = useActorRef(useMemo(() => bindReminderDialog(deps), [deps]))
  const mailActor = useActorRef(useMemo(() => bindUserMail(deps), [deps]))
  useEffect(() => void (mounted.list = actor), [actor])
  return (
    <UsersPage
      actor={actor}
      deleteActor={deleteActor}
      reminderActor={reminderActor}
      mailActor={mailActor}
      scope={{}}
      onAddUsers={() => {}}
      drawer={null}
    />
  )
}

export const usersListView: ViewAdapter<UsersListEvent> = {
  machineId: 'usersList',
  mount(input) {
    const scripted = createScriptedActors([
      'loadFilterOptions',
      'loadUsers',
      'setStatus',
      'exportUsers',
      'findUneditable',
    ])
    const { deps, spies } = scriptedDeps()
    mounted.list = null
    const logic = bindUsersList(deps, {}).provide({ actors: scripted.logics })
    render(<Harness logic={logic} input={input as UsersListInput} deps={deps} />)
    return { scripted, spies }
  },
  async perform(event, user) {
    // users.refresh comes from the users page when the drawer, the delete dialog or new members changed the users.
    if (event.type === 'users.refresh') {
      await waitFor(() => expect(mounted.list).not.toBeNull())
      return void act(() => mounted.list!.send(event))
    }
    if (event.type === 'users.query') {
      const { query } = event
      const box = screen.getByRole('searchbox', { name: 'Search users' })
      await user.clear(box)
      await user.type(box, query.search)
      await user.click(screen.getByRole('button', { name: 'Search' }))
    } else if (event.type === 'users.filter') {
      const box = screen.getByRole('combobox', { name: 'Status' })
      // Choosing what is already chosen sends nothing, as the select does.
      if ((box as HTMLSelectElement).value !== (event.value ?? ''))
        await user.selectOptions(box, event.value ?? '')
    } else if (event.type === 'users.clearFilters') {
      const button = screen.queryByRole('button', { name: 'Clear filters' })
      if (button) await user.click(button)
    } else if (event.type === 'users.select') {
      const { selected } = event
      const box = screen.getByRole('checkbox', { name: 'Select ana@acme.example' }) as HTMLInputElement
      if (box.checked !== selected) await user.click(box)
    } else if (event.type === 'users.setStatus') {
      const { disable } = event
      // Without a selection there is no bar and no button: the view refuses as the guard does.
      const button = screen.queryByRole('button', { name: disable ? 'Disable' : 'Enable' })
      if (button) await user.click(button)
    } else if (event.type === 'users.selectAll') {
      const { all } = event
      // Offered only when the whole page is ticked and more users exist (or, to undo, while all are selected).
      const button = screen.queryByRole('button', {
        name: all ? /^Select all \d+ users$/ : 'Clear selection',
      })
      if (button) await user.click(button)
    } else if (event.type === 'users.export') {
      const button = screen.getByRole('button', { name: /^(Export CSV|Exporting…)$/ })
      if (!(button as HTMLButtonElement).disabled) await user.click(button)
    } else if (event.type === 'users.disableOthers') {
      const dialog = screen.queryByRole('alertdialog')
      const button = dialog && within(dialog).queryByRole('button', { name: /^Disable the other/ })
      if (button) await user.click(button)
    } else if (event.type === 'users.dismissUneditable') {
      const dialog = screen.queryByRole('alertdialog')
      if (dialog) await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    } else if (event.type === 'users.retry') {
      await user.click(screen.getByRole('button', { name: 'Retry' }))
    } else throw new Error(`No user action for ${JSON.stringify(event)}`)
  },
  expectState(snapshot) {
    const context = snapshot.context as {
      page: UserPage | null
      failure: string | null
      selected: string[]
      allSelected: boolean
    }
    const bar = screen.queryByRole('region', { name: 'Selected users' })
    if (context.allSelected)
      expect(bar).toHaveTextContent(`All ${context.page?.totalCount} users are selected.`)
    else if (context.selected.length) expect(bar).toHaveTextContent(`${context.selected.length} selected`)
    else expect(bar).toBeNull()
    const dialog = screen.queryByRole('alertdialog')
    if (snapshot.matches('uneditable')) {
      const found = (snapshot.context as { uneditable: { total: number; users: { email: string }[] } })
        .uneditable
      expect(dialog).toHaveTextContent(USERS_TEXTS.uneditableTitle(found.total))
      for (const user of found.users) expect(dialog).toHaveTextContent(user.email)
    } else expect(dialog).toBeNull()
    if (snapshot.matches('exporting'))
      expect(screen.getByRole('button', { name: 'Exporting…' })).toBeDisabled()
    expect(screen.getByRole('heading', { name: 'Users' })).toBeInTheDocument()
    const table = screen.getByRole('table')
    if (snapshot.matches('loading')) expect(table).toHaveAttribute('aria-busy', 'true')
    if (snapshot.matches('failed')) expect(screen.getByText(context.failure ?? '')).toBeInTheDocument()
    const status = (snapshot.context as { query: ListQuery }).query.filters.status
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue(
      typeof status === 'string' ? status : '',
    )
    if (snapshot.matches('ready'))
      for (const user of context.page?.usersPerPage ?? [])
        expect(within(table).getByRole('rowheader', { name: user.email })).toBeInTheDocument()
  },
}
