import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import type { UserMatch, userSearchMachine } from '../../../machines/exercise/user-search.machine'
import { Button } from '../../ui/Button'
import { TextField } from '../../ui/TextField'
import { listControl } from '../../ui/ListParts'
import { scopeOf, scopeValue } from '../../domain/user-scope'

interface DirectoryItem {
  id: string
  name: string
}

type Search = ActorRefFrom<typeof userSearchMachine>
type Snapshot = SnapshotFrom<typeof userSearchMachine>

const selectText = (s: Snapshot) => s.context.text
const selectScope = (s: Snapshot) => s.context.scope
const selectMatches = (s: Snapshot) => s.context.matches
const selectError = (s: Snapshot) => s.context.error
const selectBusy = (s: Snapshot) => s.hasTag('busy') || s.matches('pausing') || s.matches('idle')

const chip = css({
  display: 'flex',
  gap: '1',
  alignItems: 'center',
  bg: 'brand.subtle',
  borderRadius: 'full',
  px: '3',
  py: '1',
  fontSize: 'sm',
})

/**
 * The selected-users picker: the chosen users as chips (those in `locked` cannot be removed: a saved
 * campaign's learners) and the gateway's matches for what is typed.
 */
export function UserSearchPicker({
  search,
  chosen,
  locked = [],
  lockedCount = 0,
  onAdd,
  onRemove,
  directory,
}: {
  search: Search
  /** The company's departments and groups, to narrow the matches to one of them (002 §7 users/by_*). */
  directory?: { departments: readonly DirectoryItem[]; groups: readonly DirectoryItem[] }
  chosen: readonly UserMatch[]
  locked?: readonly string[]
  /** Saved learners not listed as chips (a saved campaign knows their ids, not their names). */
  lockedCount?: number
  onAdd: (user: UserMatch) => void
  onRemove: (userId: string) => void
}) {
  const text = useSelector(search, selectText)
  const scope = useSelector(search, selectScope)
  const matches = useSelector(search, selectMatches)
  const error = useSelector(search, selectError)
  const busy = useSelector(search, selectBusy)
  useEffect(() => {
    search.send({ type: 'search.open' })
  }, [search])
  const chosenIds = new Set([...chosen.map((user) => user.id), ...locked])
  const shown = matches.items.filter((user) => !chosenIds.has(user.id))
  return (
    <div className={css({ display: 'grid', gap: '2' })}>
      {lockedCount > 0 ? (
        <p className={css({ fontSize: 'sm', color: 'text.muted' })}>
          {lockedCount} saved learner{lockedCount === 1 ? '' : 's'} (cannot be removed)
        </p>
      ) : null}
      <ul aria-label="Selected users" className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        {chosen.map((user) => (
          <li key={user.id} className={chip}>
            {user.name}
            {locked.includes(user.id) ? null : (
              <button
                type="button"
                aria-label={`Remove ${user.name}`}
                className={css({ cursor: 'pointer', px: '1' })}
                onClick={() => onRemove(user.id)}
              >
                ×
              </button>
            )}
          </li>
        ))}
      </ul>
      {directory && directory.departments.length + directory.groups.length > 0 ? (
        <label className={css({ display: 'grid', gap: '1', fontSize: 'sm', fontWeight: 'medium' })}>
          Show users from
          <select
            value={scopeValue(scope)}
            className={listControl}
            onChange={(event) => search.send({ type: 'search.scope', scope: scopeOf(event.target.value) })}
          >
            <option value="">The whole company</option>
            {directory.departments.length ? (
              <optgroup label="Departments">
                {directory.departments.map((item) => (
                  <option key={item.id} value={scopeValue({ kind: 'department', id: item.id })}>
                    {item.name}
                  </option>
                ))}
              </optgroup>
            ) : null}
            {directory.groups.length ? (
              <optgroup label="Groups">
                {directory.groups.map((item) => (
                  <option key={item.id} value={scopeValue({ kind: 'group', id: item.id })}>
                    {item.name}
                  </option>
                ))}
              </optgroup>
            ) : null}
          </select>
        </label>
      ) : null}
      <TextField
        label="Find users"
        name="userFilter"
        type="search"
        autoComplete="off"
        value={text}
        hint="Search by name or email"
        onChange={(event) => search.send({ type: 'search.change', text: event.target.value })}
      />
      {error ? (
        <div
          role="alert"
          className={css({ display: 'flex', gap: '2', alignItems: 'center', fontSize: 'sm' })}
        >
          {error}
          <Button size="sm" variant="outline" onClick={() => search.send({ type: 'search.retry' })}>
            Try again
          </Button>
        </div>
      ) : null}
      <ul aria-label="Matching users" aria-busy={busy} className={css({ display: 'grid', gap: '1' })}>
        {shown.map((user) => (
          <li key={user.id}>
            <button
              type="button"
              className={css({
                cursor: 'pointer',
                textAlign: 'left',
                w: 'full',
                px: '2',
                py: '1',
                borderRadius: 'md',
                _hover: { bg: 'surface.sunken' },
              })}
              onClick={() => onAdd(user)}
            >
              + {user.name}
            </button>
          </li>
        ))}
      </ul>
      {!error && !busy && matches.total === 0 ? (
        <p className={css({ fontSize: 'sm', color: 'text.muted' })}>
          {text.trim() ? `No users match “${text.trim()}”.` : 'No users to show here.'}
        </p>
      ) : null}
      {!error && matches.total > matches.items.length ? (
        <p className={css({ fontSize: 'sm', color: 'text.muted' })}>
          Showing {matches.items.length} of {matches.total} users: type to narrow the list.
        </p>
      ) : null}
    </div>
  )
}
