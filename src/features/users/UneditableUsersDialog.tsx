import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import { selectedCount, type usersListMachine } from '../../../machines/users/users-list.machine'
import { uneditableSummary, USERS_TEXTS } from '../../domain/users'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'

/** Before a bulk disable: who in the selection stays enabled (get_uneditable_users), and the others' button. */
export function UneditableUsersDialog({ actor }: { actor: ActorRefFrom<typeof usersListMachine> }) {
  const summary = useSelector(actor, (s) =>
    s.matches('uneditable') && s.context.uneditable
      ? uneditableSummary(s.context.uneditable, selectedCount(s.context))
      : null,
  )
  if (!summary) return null
  const dismiss = () => actor.send({ type: 'users.dismissUneditable' })
  return (
    <Dialog
      open
      role="alertdialog"
      title={USERS_TEXTS.uneditableTitle(summary.total)}
      onClose={dismiss}
      actions={
        <>
          <Button variant="ghost" onClick={dismiss}>
            Cancel
          </Button>
          {summary.others > 0 ? (
            <Button variant="danger" onClick={() => actor.send({ type: 'users.disableOthers' })}>
              {USERS_TEXTS.disableOthers(summary.others)}
            </Button>
          ) : null}
        </>
      }
    >
      <p>{summary.text}</p>
      <ul aria-label="Cannot be disabled" className={css({ display: 'grid', gap: '1', mt: '3' })}>
        {summary.listed.map((user) => (
          <li key={user.id} className={css({ display: 'flex', gap: '2', justifyContent: 'space-between' })}>
            <span>
              {user.name} {user.lastName} <span className={css({ color: 'text.muted' })}>{user.email}</span>
            </span>
            <span className={css({ color: 'text.muted', fontSize: 'sm' })}>{user.reasonLabel}</span>
          </li>
        ))}
        {summary.more > 0 ? (
          <li className={css({ color: 'text.muted' })}>{USERS_TEXTS.uneditableMore(summary.more)}</li>
        ) : null}
      </ul>
    </Dialog>
  )
}
