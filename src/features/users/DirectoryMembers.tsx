import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import {
  MEMBERS_PAGE_SIZE,
  type directoryMembersMachine,
} from '../../../machines/users/directory-members.machine'
import { DIRECTORY_EDIT_TEXTS, nounOf } from '../../domain/directory-edit'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'

/** "Add existing users" on a department's or group's users page, and its dialog. */
export function DirectoryMembers({
  actor,
  name,
}: {
  actor: ActorRefFrom<typeof directoryMembersMachine>
  name: string
}) {
  const open = useSelector(actor, (s) => s.matches('open'))
  const view = useSelector(actor, (s) => ({
    loading: s.matches({ open: 'loading' }),
    ready: s.matches({ open: 'ready' }),
    adding: s.matches({ open: 'adding' }),
    failed: s.matches({ open: 'failed' }),
  }))
  const page = useSelector(actor, (s) => s.context.page)
  const kind = useSelector(actor, (s) => s.context.kind)
  const pageNumber = useSelector(actor, (s) => s.context.pageNumber)
  const selected = useSelector(actor, (s) => s.context.selected)
  const failure = useSelector(actor, (s) => s.context.failure)
  const total = page?.totalCount ?? 0
  const pages = Math.max(1, Math.ceil(total / MEMBERS_PAGE_SIZE))
  const close = () => actor.send({ type: 'dialog.close' })
  return (
    <>
      <Button variant="outline" onClick={() => actor.send({ type: 'members.open', name })}>
        {DIRECTORY_EDIT_TEXTS.addMembers}
      </Button>
      <Dialog
        open={open}
        title={DIRECTORY_EDIT_TEXTS.addMembersTitle(name)}
        onClose={close}
        closable={!view.adding}
        actions={
          <>
            <Button variant="ghost" onClick={close} disabled={view.adding}>
              Cancel
            </Button>
            <Button
              disabled={selected.length === 0 || view.adding || view.loading || view.failed}
              aria-busy={view.adding}
              onClick={() => actor.send({ type: 'members.add' })}
            >
              {view.adding ? 'Adding…' : DIRECTORY_EDIT_TEXTS.addChosen(selected.length)}
            </Button>
          </>
        }
      >
        {failure ? <Alert tone="danger">{failure}</Alert> : null}
        {view.failed ? (
          <Button variant="outline" onClick={() => actor.send({ type: 'members.retry' })}>
            Retry
          </Button>
        ) : null}
        {page && total === 0 && !view.loading ? (
          <p>{DIRECTORY_EDIT_TEXTS.noneOutside(nounOf(kind))}</p>
        ) : null}
        <ul
          aria-label="Users outside it"
          aria-busy={view.loading}
          className={css({ display: 'grid', gap: '1', minH: '12', opacity: view.loading ? 0.6 : 1 })}
        >
          {(page?.data ?? []).map((user) => (
            <li key={user.id}>
              <label className={css({ display: 'flex', gap: '3', alignItems: 'center', py: '1' })}>
                <input
                  type="checkbox"
                  aria-label={`Select ${user.email}`}
                  checked={selected.includes(user.id)}
                  disabled={!view.ready}
                  onChange={(event) =>
                    actor.send({ type: 'members.select', id: user.id, selected: event.target.checked })
                  }
                />
                {/* Name above email on every row, whatever fits beside it. */}
                <span className={css({ display: 'grid', minW: '0' })}>
                  <span>
                    {user.name} {user.lastName}
                  </span>
                  <span className={css({ color: 'text.muted', fontSize: 'sm', overflowWrap: 'anywhere' })}>
                    {user.email}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
        {total > MEMBERS_PAGE_SIZE ? (
          <nav
            aria-label="Pages"
            className={css({ display: 'flex', gap: '3', alignItems: 'center', justifyContent: 'flex-end' })}
          >
            <Button
              size="sm"
              variant="outline"
              disabled={pageNumber === 0 || view.loading}
              onClick={() => actor.send({ type: 'members.page', pageNumber: pageNumber - 1 })}
            >
              Previous
            </Button>
            <span className={css({ fontSize: 'sm' })}>{`Page ${pageNumber + 1} of ${pages}`}</span>
            <Button
              size="sm"
              variant="outline"
              disabled={pageNumber + 1 >= pages || view.loading}
              onClick={() => actor.send({ type: 'members.page', pageNumber: pageNumber + 1 })}
            >
              Next
            </Button>
          </nav>
        ) : null}
        <p className={css({ fontSize: 'sm', color: 'text.muted' })}>
          {selected.length === 1 ? '1 user chosen' : `${selected.length} users chosen`}
        </p>
      </Dialog>
    </>
  )
}
