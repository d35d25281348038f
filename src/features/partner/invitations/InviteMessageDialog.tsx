import { useSelector } from '@xstate/react'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { inviteMessageMachine } from '../../../../machines/partner/invite-message.machine'
import { messageProblem } from '../../../domain/customer-invitations'
import { Alert } from '../../../ui/Alert'
import { Button } from '../../../ui/Button'
import { Dialog } from '../../../ui/Dialog'
import { TextAreaField } from '../../../ui/TextAreaField'

export type InviteMessageActor = ActorRefFrom<typeof inviteMessageMachine>
type Snapshot = SnapshotFrom<typeof inviteMessageMachine>

const selectDraft = (s: Snapshot) => s.context.draft
const selectProblem = (s: Snapshot) => messageProblem(s.context.draft)
const selectFailure = (s: Snapshot) => s.context.failure
const selectSaving = (s: Snapshot) => s.matches('saving')
const selectCanSave = (s: Snapshot) => s.can({ type: 'message.save' })

/** The default invite message: what every invitation mail starts with. */
export function InviteMessageDialog({ editor }: { editor: InviteMessageActor }) {
  const draft = useSelector(editor, selectDraft)
  const problem = useSelector(editor, selectProblem)
  const failure = useSelector(editor, selectFailure)
  const saving = useSelector(editor, selectSaving)
  const canSave = useSelector(editor, selectCanSave)
  return (
    <Dialog
      open
      title="Default invite message"
      onClose={() => editor.send({ type: 'message.cancel' })}
      actions={
        <>
          <Button variant="ghost" disabled={saving} onClick={() => editor.send({ type: 'message.cancel' })}>
            Cancel
          </Button>
          <Button
            disabled={!canSave}
            aria-busy={saving}
            onClick={() => editor.send({ type: 'message.save' })}
          >
            {saving ? 'Saving…' : 'Save'}
          </Button>
        </>
      }
    >
      <TextAreaField
        label="Message"
        value={draft}
        error={problem}
        onChange={(event) => editor.send({ type: 'message.change', text: event.target.value })}
      />
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
    </Dialog>
  )
}
