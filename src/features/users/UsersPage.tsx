import { useActorRef, useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import type { InspectionEvent } from 'xstate'
import { css } from '../../../styled-system/css'
import type { deleteUserMachine } from '../../../machines/delete-user.machine'
import type { usersListMachine } from '../../../machines/users-list.machine'
import type { reminderDialogMachine } from '../../../machines/reminder-dialog.machine'
import { DeleteUserDialog } from './DeleteUserDialog'
import { ReminderDialog } from './ReminderDialog'
import { UserMailButtons } from './UserMailButtons'
import type { userMailMachine } from '../../../machines/user-mail.machine'
import type { ListQuery } from '../../domain/list-query'
import { sortDirection, sortedBy, withSearchText } from '../../domain/list-query'
import { listCell as cell, ListStatusRow, ListTable, RetryAlert } from '../../ui/ListParts'
import { Pager } from '../../ui/Pager'
import { SearchForm } from '../../ui/SearchForm'
import { includesDisabled, offersSelectAll, USER_LIST, USERS_TEXTS } from '../../domain/users'
import { Button } from '../../ui/Button'
import { SortHeader } from '../../ui/SortHeader'

/** /users/all_users: the company's users; the drawer is handed in by the route. */
export default function UsersPage({
  title = 'Users',
  logic,
  deleteLogic,
  reminderLogic,
  mailLogic,
  scope,
  input,
  inspect,
  onAddUsers,
  drawer,
}: {
  title?: string
  logic: typeof usersListMachine
  deleteLogic: typeof deleteUserMachine
  reminderLogic: typeof reminderDialogMachine
  mailLogic: typeof userMailMachine
  /** The department or group whose users this list shows, if any. */
  scope: { departmentIds?: string[]; groupIds?: string[] }
  input: { query: ListQuery }
  inspect?: ((event: InspectionEvent) => void) | undefined
  onAddUsers: () => void
  drawer: ReactNode
}) {
  const actor = useActorRef(logic, { input, ...(inspect ? { inspect } : {}) })
  const deleteActor = useActorRef(deleteLogic, inspect ? { inspect } : {})
  const reminderActor = useActorRef(reminderLogic, inspect ? { inspect } : {})
  const mailActor = useActorRef(mailLogic, inspect ? { inspect } : {})
  const query = useSelector(actor, (s) => s.context.query)
  const page = useSelector(actor, (s) => s.context.page)
  const loading = useSelector(actor, (s) => s.hasTag('busy'))
  const failure = useSelector(actor, (s) => (s.matches('failed') ? s.context.failure : null))
  const selected = useSelector(actor, (s) => s.context.selected)
  const updating = useSelector(actor, (s) => s.matches('updating'))
  const allSelected = useSelector(actor, (s) => s.context.allSelected)
  const exporting = useSelector(actor, (s) => s.hasTag('exporting'))
  const onPage = page?.usersPerPage.map((user) => user.id) ?? []
  const allOnPage = onPage.length > 0 && onPage.every((id) => selected.includes(id))
  const total = page?.totalCount ?? 0
  const selectedCount = allSelected ? total : selected.length
  const showDisabled = includesDisabled(query.filters)
  const setQuery = (next: ListQuery) => actor.send({ type: 'users.query', query: next })

  return (
    <section aria-labelledby="users-title" className={css({ display: 'flex', flexDir: 'column', gap: '4' })}>
      <h1 id="users-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        {title}
      </h1>
      <div
        className={css({
          display: 'flex',
          gap: '3',
          flexWrap: 'wrap',
          alignItems: 'end',
          justifyContent: 'space-between',
        })}
      >
        <SearchForm
          label="Search users"
          value={query.search}
          onSearch={(text) => setQuery(withSearchText(query, text))}
        >
          <label
            className={css({ display: 'flex', gap: '2', alignItems: 'center', h: '10', fontSize: 'sm' })}
          >
            <input
              type="checkbox"
              checked={showDisabled}
              onChange={(event) => {
                const { includeDisabled: _dropped, ...rest } = query.filters
                const filters = event.target.checked ? { ...rest, includeDisabled: true } : rest
                setQuery({ ...query, filters, pageNumber: 0 })
              }}
            />
            {USERS_TEXTS.showDisabled}
          </label>
        </SearchForm>
        <div className={css({ display: 'flex', gap: '2' })}>
          <Button
            variant="outline"
            disabled={exporting || !page}
            aria-busy={exporting}
            onClick={() => actor.send({ type: 'users.export' })}
          >
            {exporting ? 'Exporting…' : 'Export CSV'}
          </Button>
          <Button onClick={onAddUsers}>Add users</Button>
        </div>
      </div>
      {selectedCount > 0 ? (
        <div
          role="region"
          aria-label="Selected users"
          className={css({
            display: 'flex',
            gap: '3',
            alignItems: 'center',
            bg: 'surface.sunken',
            p: '2',
            px: '3',
            borderRadius: 'md',
          })}
        >
          <span className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
            {allSelected
              ? `All ${total.toLocaleString('en-US')} users are selected.`
              : `${selected.length} selected`}
          </span>
          {allSelected ? (
            <Button
              size="sm"
              variant="link"
              onClick={() => actor.send({ type: 'users.selectAll', all: false })}
            >
              Clear selection
            </Button>
          ) : offersSelectAll(page, selected) ? (
            <Button
              size="sm"
              variant="link"
              onClick={() => actor.send({ type: 'users.selectAll', all: true })}
            >
              {`Select all ${total.toLocaleString('en-US')} users`}
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="outline"
            disabled={updating}
            onClick={() => actor.send({ type: 'users.setStatus', disable: true })}
          >
            Disable
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={updating}
            onClick={() => actor.send({ type: 'users.setStatus', disable: false })}
          >
            Enable
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() =>
              reminderActor.send({
                type: 'reminder.open',
                target: {
                  mode: 'manual',
                  userIds: allSelected ? [] : selected,
                  isAllUsersSelected: allSelected,
                  searchText: query.search,
                  departmentIds: scope.departmentIds ?? [],
                  groupIds: scope.groupIds ?? [],
                },
              })
            }
          >
            Send reminder
          </Button>
        </div>
      ) : null}
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
            <SortHeader
              label="Email"
              direction={sortDirection(query, 'email')}
              onSort={() => setQuery(sortedBy(query, 'email'))}
            />
            <SortHeader
              label="Name"
              direction={sortDirection(query, 'name')}
              onSort={() => setQuery(sortedBy(query, 'name'))}
            />
            <th className={cell}>Access level</th>
            <th className={cell}>Departments</th>
            <SortHeader
              label="Added"
              direction={sortDirection(query, 'createdAt')}
              onSort={() => setQuery(sortedBy(query, 'createdAt'))}
            />
            <th className={cell}>
              <span className={css({ srOnly: true })}>Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {page?.usersPerPage.map((user) => (
            <tr key={user.id}>
              <td className={cell}>
                <input
                  type="checkbox"
                  aria-label={`Select ${user.email}`}
                  checked={selected.includes(user.id)}
                  onChange={(event) =>
                    actor.send({ type: 'users.select', ids: [user.id], selected: event.target.checked })
                  }
                />
              </td>
              <th scope="row" className={`${cell} ${css({ fontWeight: 'medium' })}`}>
                <Link
                  href={`/user_profile/${encodeURIComponent(user.id)}/outstanding_tasks`}
                  className={css({ color: 'brand', _hover: { textDecoration: 'underline' } })}
                >
                  {user.email}
                </Link>
              </th>
              <td className={cell}>{`${user.name} ${user.lastName}`.trim() || '—'}</td>
              <td className={cell}>
                {user.role === 'admin' ? 'Admin' : 'Learner'}
                {user.disabled ? (
                  <span className={css({ ml: '2', color: 'text.muted' })}>(disabled)</span>
                ) : null}
              </td>
              <td className={cell}>{user.departments.join(', ') || 'No Department'}</td>
              <td className={cell}>
                {new Date(user.createdAt).toLocaleDateString(undefined, { dateStyle: 'medium' })}
              </td>
              <td className={cell}>
                <div
                  className={css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: '1' })}
                >
                  <UserMailButtons actor={mailActor} user={user} />
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Delete ${user.email}`}
                    onClick={() =>
                      deleteActor.send({ type: 'delete.open', user: { id: user.id, email: user.email } })
                    }
                  >
                    Delete
                  </Button>
                </div>
              </td>
            </tr>
          ))}
          <ListStatusRow
            columns={7}
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
