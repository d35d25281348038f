import { css } from '../../../styled-system/css'
import { TASK_KIND_LABELS, type ProfileTask } from '../../domain/user-profile'

import { muted } from './ProfileForms'
import { formatDate } from '../../domain/intl-format'

/** A date beside an entry: one width and one line, so that the entries beside it start in one column. */
export const dateColumn = css({ color: 'text.muted', flexShrink: 0, whiteSpace: 'nowrap', minW: '7.5rem' })

export const date = (iso: string | null) =>
  iso ? formatDate(iso, undefined, { dateStyle: 'medium' }) : '—'

export function TaskList({
  tasks,
  empty,
  completed,
}: {
  tasks: ProfileTask[]
  empty: string
  completed: boolean
}) {
  if (tasks.length === 0) return <p className={muted}>{empty}</p>
  return (
    <ul className={css({ display: 'flex', flexDir: 'column', gap: '2' })}>
      {tasks.map((task) => (
        <li
          key={task.id}
          className={css({
            display: 'flex',
            justifyContent: 'space-between',
            gap: '3',
            p: '3',
            borderWidth: '1px',
            borderColor: 'border',
            borderRadius: 'md',
            bg: 'surface.card',
          })}
        >
          <span>
            <span className={css({ fontWeight: 'medium' })}>{task.title}</span>{' '}
            <span className={muted}>· {TASK_KIND_LABELS[task.kind] ?? task.kind}</span>
          </span>
          <span className={muted}>
            {completed
              ? `Completed ${date(task.completedAt)}`
              : `${task.status === 'in_progress' ? 'In progress' : 'Not started'} · due ${date(task.dueAt)}`}
          </span>
        </li>
      ))}
    </ul>
  )
}
