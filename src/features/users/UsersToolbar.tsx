import { useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import type { usersListMachine } from '../../../machines/users/users-list.machine'
import { withSearchText, type ListQuery } from '../../domain/list-query'
import { includesDisabled, USERS_TEXTS } from '../../domain/users'
import { Button } from '../../ui/Button'
import { SearchForm } from '../../ui/SearchForm'

/** Above the users table: search, "show disabled users", Export CSV and Add users. */
export function UsersToolbar({
  actor,
  onAddUsers,
  extra,
}: {
  actor: ActorRefFrom<typeof usersListMachine>
  onAddUsers: () => void
  /** A department's or group's page: "Add existing users". */
  extra?: ReactNode
}) {
  const query = useSelector(actor, (s) => s.context.query)
  const page = useSelector(actor, (s) => s.context.page)
  const exporting = useSelector(actor, (s) => s.hasTag('exporting'))
  const showDisabled = includesDisabled(query.filters)
  const setQuery = (next: ListQuery) => actor.send({ type: 'users.query', query: next })
  return (
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
        <label className={css({ display: 'flex', gap: '2', alignItems: 'center', h: '10', fontSize: 'sm' })}>
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
        {extra}
        <Button onClick={onAddUsers}>Add users</Button>
      </div>
    </div>
  )
}
