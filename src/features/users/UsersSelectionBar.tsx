import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import type { reminderDialogMachine } from '../../../machines/users/reminder-dialog.machine'
import type { usersListMachine } from '../../../machines/users/users-list.machine'
import type { UserScope } from '../../domain/users'
import { offersSelectAll, userListFilterBody } from '../../domain/users'
import { Button } from '../../ui/Button'

/** With users ticked: how many, "select all N", Disable / Enable and Send reminder for them. */
export function UsersSelectionBar({
  actor,
  reminderActor,
  scope,
}: {
  actor: ActorRefFrom<typeof usersListMachine>
  reminderActor: ActorRefFrom<typeof reminderDialogMachine>
  scope: UserScope
}) {
  const query = useSelector(actor, (s) => s.context.query)
  const page = useSelector(actor, (s) => s.context.page)
  const selected = useSelector(actor, (s) => s.context.selected)
  const updating = useSelector(actor, (s) => s.matches('updating') || s.matches('checkingEditable'))
  const allSelected = useSelector(actor, (s) => s.context.allSelected)
  const total = page?.totalCount ?? 0
  const filter = userListFilterBody(query, scope)
  if ((allSelected ? total : selected.length) === 0) return null
  return (
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
        <Button size="sm" variant="link" onClick={() => actor.send({ type: 'users.selectAll', all: false })}>
          Clear selection
        </Button>
      ) : offersSelectAll(page, selected) ? (
        <Button size="sm" variant="link" onClick={() => actor.send({ type: 'users.selectAll', all: true })}>
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
              departmentIds: filter.departmentIds,
              groupIds: filter.groupIds,
              filters: {
                ...(filter.role ? { role: filter.role } : {}),
                ...(filter.status ? { status: filter.status } : {}),
              },
            },
          })
        }
      >
        Send reminder
      </Button>
    </div>
  )
}
