import { useSelector } from '@xstate/react'
import { useState } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { deleteUserMachine } from '../../../machines/users/delete-user.machine'
import { DELETE_USER_TEXTS as T } from '../../domain/users'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { TextField } from '../../ui/TextField'

/** The delete confirmation: the warning, the phrase, Delete. */
export function DeleteUserDialog({ actor }: { actor: ActorRefFrom<typeof deleteUserMachine> }) {
  const open = useSelector(actor, (s) => s.hasTag('open'))
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const user = useSelector(actor, (s) => s.context.user)
  const phraseError = useSelector(actor, (s) => s.context.phraseError)
  const failure = useSelector(actor, (s) => s.context.failure)
  const [phrase, setPhrase] = useState('')
  const cancel = () => {
    setPhrase('')
    actor.send({ type: 'delete.cancel' })
  }
  return (
    <Dialog
      open={open}
      role="alertdialog"
      title={`Delete ${user?.email ?? 'user'}`}
      closable={!busy}
      onClose={cancel}
      actions={
        <>
          <Button variant="ghost" disabled={busy} onClick={cancel}>
            Cancel
          </Button>
          <Button type="submit" form="delete-user-form" disabled={busy} aria-busy={busy}>
            {busy ? 'Deleting…' : 'Delete'}
          </Button>
        </>
      }
    >
      <Alert tone="warning">{T.warning}</Alert>
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <form
        id="delete-user-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          actor.send({ type: 'delete.confirm', phrase })
        }}
      >
        <TextField
          label={`Type "${T.phrase}" to confirm`}
          name="phrase"
          autoComplete="off"
          value={phrase}
          error={phraseError}
          onChange={(event) => setPhrase(event.target.value)}
        />
      </form>
    </Dialog>
  )
}
