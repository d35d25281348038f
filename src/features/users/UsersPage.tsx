import { useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import type { deleteUserMachine } from '../../../machines/users/delete-user.machine'
import type { usersListMachine } from '../../../machines/users/users-list.machine'
import type { reminderDialogMachine } from '../../../machines/users/reminder-dialog.machine'
import { DeleteUserDialog } from './DeleteUserDialog'
import { ReminderDialog } from './ReminderDialog'
import { UserMailButtons } from './UserMailButtons'
import { UserRow } from './UserRow'
import { UsersFilters } from './UsersFilters'
import { UsersToolbar } from './UsersToolbar'
import { UsersSelectionBar } from './UsersSelectionBar'
import { UneditableUsersDialog } from './UneditableUsersDialog'
import type { userMailMachine } from '../../../machines/users/user-mail.machine'
import type { ListQuery } from '../../domain/list-query'
import { listCell as cell, ListStatusRow, ListTable, RetryAlert } from '../../ui/ListParts'
import { Pager } from '../../ui/Pager'
import { USER_LIST, usersPageTitle } from '../../domain/users'
import { ActionsHeader, QuerySortHeader } from '../../ui/SortHeader'

/** The users list with its dialogs, each a child of the page's machine; the drawer is drawn by the page. */
export default function UsersPage({
  title = 'Users',
  actor,
  deleteActor,
  reminderActor,
  mailActor,
  scope,
  onAddUsers,
  drawer,
  members,
}: {
  title?: string
  actor: ActorRefFrom<typeof usersListMachine>
  deleteActor: ActorRefFrom<typeof deleteUserMachine>
  reminderActor: ActorRefFrom<typeof reminderDialogMachine>
  mailActor: ActorRefFrom<typeof userMailMachine>
  /** The department or group whose users this list shows, if any. */
  scope: { departmentIds?: string[]; groupIds?: string[] }
  onAddUsers: () => void
  drawer: ReactNode
  /** On a department's or group's page: adding existing users to it, given its name once the list knows it. */
  members?: ((name: string) => ReactNode) | undefined
}) {
  const query = useSelector(actor, (s) => s.context.query)
  const page = useSelector(actor, (s) => s.context.page)
  const loading = useSelector(actor, (s) => s.hasTag('busy'))
  const failure = useSelector(actor, (s) => (s.matches('failed') ? s.context.failure : null))
  const selected = useSelector(actor, (s) => s.context.selected)
  const onPage = page?.usersPerPage.map((user) => user.id) ?? []
  const allOnPage = onPage.length > 0 && onPage.every((id) => selected.includes(id))
  const setQuery = (next: ListQuery) => actor.send({ type: 'users.query', query: next })

  return (
    <section aria-labelledby="users-title" className={css({ display: 'flex', flexDir: 'column', gap: '4' })}>
      <h1 id="users-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        {usersPageTitle(title, scope, page)}
      </h1>
      <UsersToolbar
        actor={actor}
        onAddUsers={onAddUsers}
        extra={members && page?.scopeName ? members(page.scopeName) : null}
      />
      <UsersFilters actor={actor} scope={scope} />
      <UsersSelectionBar actor={actor} reminderActor={reminderActor} scope={scope} />
      <UneditableUsersDialog actor={actor} />
      <RetryAlert message={failure} onRetry={() => actor.send({ type: 'users.retry' })} />
      <ListTable busy={loading}>
        <thead>
          <tr>
            <th className={cell}>
              <input
                type="checkbox"
                aria-label="Select all users on this page"
                checked={allOnPage}
                disabled={onPage.length === 0}
                onChange={(event) =>
                  actor.send({ type: 'users.select', ids: onPage, selected: event.target.checked })
                }
              />
            </th>
            <QuerySortHeader label="Email" column="email" query={query} onQuery={setQuery} />
            <QuerySortHeader label="Name" column="name" query={query} onQuery={setQuery} />
            <th className={cell}>Access level</th>
            <th className={cell}>Status</th>
            <th className={cell}>Departments</th>
            <QuerySortHeader label="Added" column="createdAt" query={query} onQuery={setQuery} />
            <ActionsHeader />
          </tr>
        </thead>
        <tbody>
          {page?.usersPerPage.map((user) => (
            <UserRow
              key={user.id}
              user={user}
              selected={selected.includes(user.id)}
              onSelect={(on) => actor.send({ type: 'users.select', ids: [user.id], selected: on })}
              onDelete={() =>
                deleteActor.send({ type: 'delete.open', user: { id: user.id, email: user.email } })
              }
              mail={<UserMailButtons actor={mailActor} user={user} />}
            />
          ))}
          <ListStatusRow
            columns={8}
            noun="users"
            loading={!page && loading}
            empty={page?.usersPerPage.length === 0}
          />
        </tbody>
      </ListTable>
      <Pager
        pageNumber={query.pageNumber}
        pageSize={query.pageSize}
        total={page?.totalCount ?? 0}
        sizes={USER_LIST.pageSizes ?? []}
        onPage={(pageNumber) => setQuery({ ...query, pageNumber })}
        onPageSize={(pageSize) => setQuery({ ...query, pageSize, pageNumber: 0 })}
      />
      {drawer}
      <DeleteUserDialog actor={deleteActor} />
      <ReminderDialog actor={reminderActor} />
    </section>
  )
}
