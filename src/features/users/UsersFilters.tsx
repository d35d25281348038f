import { useSelector } from '@xstate/react'
import { useId } from 'react'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import type { usersListMachine } from '../../../machines/users/users-list.machine'
import {
  USER_ROLE_LABELS,
  USER_STATUS_LABELS,
  USER_STATUSES,
  userListFilters,
  type UserListFilters,
  type UserScope,
} from '../../domain/users'
import { Button } from '../../ui/Button'

const select = css({
  h: '9',
  px: '2',
  borderWidth: '1px',
  borderColor: 'border.strong',
  borderRadius: 'md',
  bg: 'surface.card',
  fontSize: 'sm',
  maxW: '56',
  '&[data-active]': { borderColor: 'brand', bg: 'brand.subtle', fontWeight: 'medium' },
})

function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string
  value: string | undefined
  options: readonly { id: string; label: string }[]
  onChange: (value: string | null) => void
}) {
  const id = useId()
  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '1' })}>
      <label htmlFor={id} className={css({ fontSize: 'xs', fontWeight: 'medium', color: 'text.muted' })}>
        {label}
      </label>
      <select
        id={id}
        className={select}
        data-active={value ? '' : undefined}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
      >
        <option value="">All</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

/** Status, access level, department and group: each in the query string; a scoped page hides its own. */
export function UsersFilters({
  actor,
  scope,
}: {
  actor: ActorRefFrom<typeof usersListMachine>
  scope: UserScope
}) {
  const query = useSelector(actor, (s) => s.context.query)
  const options = useSelector(actor, (s) => s.context.filterOptions)
  const filters = userListFilters(query.filters)
  const set = (key: keyof UserListFilters) => (value: string | null) =>
    actor.send({ type: 'users.filter', key, value })
  const any = Object.keys(filters).length > 0
  return (
    <div
      role="group"
      aria-label="Filter users"
      className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'end' })}
    >
      <FilterSelect
        label="Status"
        value={filters.status}
        options={USER_STATUSES.map((id) => ({ id, label: USER_STATUS_LABELS[id] }))}
        onChange={set('status')}
      />
      <FilterSelect
        label="Access level"
        value={filters.role}
        options={(['admin', 'user'] as const).map((id) => ({ id, label: USER_ROLE_LABELS[id] }))}
        onChange={set('role')}
      />
      {scope.departmentIds ? null : (
        <FilterSelect
          label="Department"
          value={filters.departmentId}
          options={options.departments.map((d) => ({ id: d.id, label: d.name }))}
          onChange={set('departmentId')}
        />
      )}
      {scope.groupIds ? null : (
        <FilterSelect
          label="Group"
          value={filters.groupId}
          options={options.groups.map((g) => ({ id: g.id, label: g.name }))}
          onChange={set('groupId')}
        />
      )}
      {any ? (
        <Button size="sm" variant="ghost" onClick={() => actor.send({ type: 'users.clearFilters' })}>
          Clear filters
        </Button>
      ) : null}
    </div>
  )
}
