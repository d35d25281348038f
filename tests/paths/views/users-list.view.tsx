import { render, screen, within } from '@testing-library/react'
import { expect, vi } from 'vitest'
import { usersListMachine } from '../../../machines/users-list.machine'
import type { ListQuery } from '../../../src/domain/list-query'
import type { UserPage } from '../../../src/domain/users'
import UsersPage from '../../../src/features/users/UsersPage'
import { createScriptedActors } from '../scripted-actors'
import type { ViewAdapter } from '../view-adapter'

export const usersListView: ViewAdapter = {
  machineId: 'usersList',
  mount(input) {
    const scripted = createScriptedActors(['loadUsers'])
    const writeQuery = vi.fn()
    const logic = usersListMachine.provide({
      actors: scripted.logics,
      actions: { writeQuery: (_, query) => writeQuery(query) },
    })
    render(
      <UsersPage logic={logic} input={input as { query: ListQuery }} onAddUsers={() => {}} drawer={null} />,
    )
    return { scripted, spies: { writeQuery } }
  },
  async perform(event, user) {
    if (event.type === 'users.query') {
      const { query } = event as unknown as { query: ListQuery }
      const box = screen.getByRole('searchbox', { name: 'Search users' })
      await user.clear(box)
      await user.type(box, query.search)
      await user.click(screen.getByRole('button', { name: 'Search' }))
    } else if (event.type === 'users.retry') {
      await user.click(screen.getByRole('button', { name: 'Retry' }))
    } else throw new Error(`No user action for ${event.type}`)
  },
  expectState(snapshot) {
    const context = snapshot.context as { page: UserPage | null; failure: string | null }
    expect(screen.getByRole('heading', { name: 'Users' })).toBeInTheDocument()
    const table = screen.getByRole('table')
    if (snapshot.matches('loading')) expect(table).toHaveAttribute('aria-busy', 'true')
    if (snapshot.matches('failed')) expect(screen.getByText(context.failure ?? '')).toBeInTheDocument()
    if (snapshot.matches('ready'))
      for (const user of context.page?.usersPerPage ?? [])
        expect(within(table).getByRole('rowheader', { name: user.email })).toBeInTheDocument()
  },
}
