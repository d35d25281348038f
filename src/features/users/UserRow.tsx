import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { css } from '../../../styled-system/css'
import { USER_STATUS_LABELS, userStatus, type UserRow as User, type UserStatus } from '../../domain/users'
import { badge } from '../../ui/badge'
import { Button } from '../../ui/Button'
import { listCell as cell } from '../../ui/ListParts'
import { formatDate } from '../../domain/intl-format'

export const STATUS_TONES: Record<UserStatus, 'success' | 'info' | 'warning' | 'muted'> = {
  active: 'success',
  invited: 'info',
  notVerified: 'warning',
  disabled: 'muted',
}

/** One user of the list: tick, email (to the profile), name, access level, status, departments, added, actions. */
export function UserRow({
  user,
  selected,
  onSelect,
  onDelete,
  mail,
}: {
  user: User
  selected: boolean
  onSelect: (selected: boolean) => void
  onDelete: () => void
  /** The row's mail buttons (resend invite, send verification email). */
  mail: ReactNode
}) {
  const status = userStatus(user)
  return (
    <tr>
      <td className={cell}>
        <input
          type="checkbox"
          aria-label={`Select ${user.email}`}
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
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
      <td className={cell}>{user.role === 'admin' ? 'Admin' : 'Learner'}</td>
      <td className={cell}>
        <span className={badge({ tone: STATUS_TONES[status] })}>{USER_STATUS_LABELS[status]}</span>
      </td>
      <td className={cell}>{user.departments.join(', ') || 'No Department'}</td>
      <td className={cell}>
        {formatDate(user.createdAt, undefined, { dateStyle: 'medium' })}
      </td>
      <td className={cell}>
        <div className={css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: '1' })}>
          {mail}
          <Button size="sm" variant="ghost" aria-label={`Delete ${user.email}`} onClick={() => onDelete()}>
            Delete
          </Button>
        </div>
      </td>
    </tr>
  )
}
