import { useActorRef, useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import type { InspectionEvent } from 'xstate'
import { css } from '../../../styled-system/css'
import type { usersListMachine } from '../../../machines/users-list.machine'
import type { ListQuery } from '../../domain/list-query'
import { withSearchText } from '../../domain/list-query'
import { USER_LIST } from '../../domain/users'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'

const cell = css({ px: '3', py: '2.5', textAlign: 'left', borderBottom: '1px solid', borderColor: 'border' })
const control = css({
  h: '10',
  px: '3',
  border: '1px solid',
  borderColor: 'border',
  borderRadius: 'md',
  bg: 'surface.card',
})

/** /users/all_users: the company's users; the drawer is handed in by the route. */
export default function UsersPage({
  logic,
  input,
  inspect,
  onAddUsers,
  drawer,
}: {
  logic: typeof usersListMachine
  input: { query: ListQuery }
  inspect?: ((event: InspectionEvent) => void) | undefined
  onAddUsers: () => void
  drawer: ReactNode
}) {
  const actor = useActorRef(logic, { input, ...(inspect ? { inspect } : {}) })
  const query = useSelector(actor, (s) => s.context.query)
  const page = useSelector(actor, (s) => s.context.page)
  const loading = useSelector(actor, (s) => s.hasTag('busy'))
  const failure = useSelector(actor, (s) => (s.matches('failed') ? s.context.failure : null))
  const setQuery = (next: ListQuery) => actor.send({ type: 'users.query', query: next })
  const total = page?.totalCount ?? 0
  const first = total === 0 ? 0 : query.pageNumber * query.pageSize + 1
  const last = Math.min(total, (query.pageNumber + 1) * query.pageSize)
  const sortBy = (column: string) =>
    setQuery({
      ...query,
      orderBy: column,
      order: query.orderBy === column && query.order === 'ASC' ? 'DESC' : 'ASC',
      pageNumber: 0,
    })
  const arrow = (column: string) => (query.orderBy === column ? (query.order === 'ASC' ? ' ▲' : ' ▼') : '')
  const ariaSort = (column: string) =>
    query.orderBy === column ? (query.order === 'ASC' ? 'ascending' : 'descending') : 'none'

  return (
    <section aria-labelledby="users-title" className={css({ display: 'flex', flexDir: 'column', gap: '4' })}>
      <h1 id="users-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        Users
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
        <form
          role="search"
          className={css({ display: 'flex', gap: '3', alignItems: 'end' })}
          onSubmit={(event) => {
            event.preventDefault()
            const text = new FormData(event.currentTarget).get('search')
            setQuery(withSearchText(query, typeof text === 'string' ? text.trim() : ''))
          }}
        >
          <label className={css({ display: 'flex', flexDir: 'column', gap: '1', fontSize: 'sm' })}>
            Search users
            <input
              name="search"
              type="search"
              defaultValue={query.search}
              maxLength={255}
              className={control}
            />
          </label>
          <Button type="submit" variant="outline">
            Search
          </Button>
        </form>
        <Button onClick={onAddUsers}>Add users</Button>
      </div>
      {failure ? (
        <Alert tone="danger">
          {failure}{' '}
          <Button size="sm" variant="link" onClick={() => actor.send({ type: 'users.retry' })}>
            Retry
          </Button>
        </Alert>
      ) : null}
      <div className={css({ overflowX: 'auto', bg: 'surface.card', borderRadius: 'lg', boxShadow: 'sm' })}>
        <table aria-busy={loading} className={css({ w: 'full', borderCollapse: 'collapse', fontSize: 'sm' })}>
          <thead>
            <tr>
              <th className={cell} aria-sort={ariaSort('email')}>
                <button type="button" onClick={() => sortBy('email')}>
                  Email{arrow('email')}
                </button>
              </th>
              <th className={cell} aria-sort={ariaSort('name')}>
                <button type="button" onClick={() => sortBy('name')}>
                  Name{arrow('name')}
                </button>
              </th>
              <th className={cell}>Access level</th>
              <th className={cell}>Departments</th>
              <th className={cell} aria-sort={ariaSort('createdAt')}>
                <button type="button" onClick={() => sortBy('createdAt')}>
                  Added{arrow('createdAt')}
                </button>
              </th>
            </tr>
          </thead>
          <tbody>
            {page?.usersPerPage.map((user) => (
              <tr key={user.id}>
                <th scope="row" className={`${cell} ${css({ fontWeight: 'medium' })}`}>
                  {user.email}
                </th>
                <td className={cell}>{`${user.name} ${user.lastName}`.trim() || '—'}</td>
                <td className={cell}>{user.role === 'admin' ? 'Admin' : 'Learner'}</td>
                <td className={cell}>{user.departments.join(', ') || 'No Department'}</td>
                <td className={cell}>
                  {new Date(user.createdAt).toLocaleDateString(undefined, { dateStyle: 'medium' })}
                </td>
              </tr>
            ))}
            {page && page.usersPerPage.length === 0 ? (
              <tr>
                <td className={cell} colSpan={5}>
                  No users match.
                </td>
              </tr>
            ) : null}
            {!page && loading ? (
              <tr>
                <td className={cell} colSpan={5} role="status">
                  Loading users…
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      <nav
        aria-label="Pages"
        className={css({ display: 'flex', gap: '3', alignItems: 'center', justifyContent: 'flex-end' })}
      >
        <label className={css({ fontSize: 'sm', display: 'flex', gap: '2', alignItems: 'center' })}>
          Rows per page
          <select
            className={control}
            value={query.pageSize}
            onChange={(event) => setQuery({ ...query, pageSize: Number(event.target.value), pageNumber: 0 })}
          >
            {(USER_LIST.pageSizes ?? []).map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <span className={css({ fontSize: 'sm' })}>
          {first}–{last} of {total}
        </span>
        <Button
          size="sm"
          variant="outline"
          disabled={query.pageNumber === 0}
          onClick={() => setQuery({ ...query, pageNumber: query.pageNumber - 1 })}
        >
          Previous
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={last >= total}
          onClick={() => setQuery({ ...query, pageNumber: query.pageNumber + 1 })}
        >
          Next
        </Button>
      </nav>
      {drawer}
    </section>
  )
}
