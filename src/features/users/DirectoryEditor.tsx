import { useSelector } from '@xstate/react'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import { nameProblem, type directoryEditorMachine } from '../../../machines/users/directory-editor.machine'
import { DIRECTORY_EDIT_TEXTS as T, nounOf } from '../../domain/directory-edit'
import type { DirectoryEntry } from '../../domain/users'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { RetryAlert } from '../../ui/ListParts'
import { TextField } from '../../ui/TextField'

type Snapshot = SnapshotFrom<typeof directoryEditorMachine>
export type DirectoryEditorActor = ActorRefFrom<typeof directoryEditorMachine>

const selectMode = (s: Snapshot) =>
  s.matches('creating')
    ? 'create'
    : s.matches('renaming')
      ? 'rename'
      : s.matches('deleting')
        ? 'delete'
        : null
const selectStep = (s: Snapshot) =>
  typeof s.value === 'string' ? null : (Object.values(s.value as Record<string, string>)[0] ?? null)
const selectName = (s: Snapshot) => s.context.name
const selectProblem = (s: Snapshot) => (s.context.attempted ? nameProblem(s.context.name) : null)
const selectTarget = (s: Snapshot) => s.context.target
const selectImpact = (s: Snapshot) => s.context.impact
const selectFailure = (s: Snapshot) => s.context.failure
const selectBusy = (s: Snapshot) => s.hasTag('busy')
const selectNoun = (s: Snapshot) => nounOf(s.context.kind)

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

export function NewEntryButton({ editor }: { editor: DirectoryEditorActor }) {
  const noun = useSelector(editor, selectNoun)
  return <Button onClick={() => editor.send({ type: 'entry.create' })}>{`New ${noun}`}</Button>
}

export function EntryActions({ editor, entry }: { editor: DirectoryEditorActor; entry: DirectoryEntry }) {
  return (
    <div className={css({ display: 'flex', gap: '1', justifyContent: 'flex-end' })}>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Rename ${entry.name}`}
        onClick={() => editor.send({ type: 'entry.rename', entry })}
      >
        Rename
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Delete ${entry.name}`}
        onClick={() => editor.send({ type: 'entry.delete', entry })}
      >
        Delete
      </Button>
    </div>
  )
}

function NameDialog({ editor, mode }: { editor: DirectoryEditorActor; mode: 'create' | 'rename' }) {
  const noun = useSelector(editor, selectNoun)
  const name = useSelector(editor, selectName)
  const problem = useSelector(editor, selectProblem)
  const failure = useSelector(editor, selectFailure)
  const busy = useSelector(editor, selectBusy)
  const target = useSelector(editor, selectTarget)
  const close = () => editor.send({ type: 'dialog.close' })
  return (
    <Dialog
      open
      title={mode === 'create' ? `New ${noun}` : `Rename "${target?.name ?? ''}"`}
      closable={!busy}
      onClose={close}
      actions={
        <>
          <Button variant="ghost" disabled={busy} onClick={close}>
            Cancel
          </Button>
          <Button disabled={busy} aria-busy={busy} onClick={() => editor.send({ type: 'form.submit' })}>
            {busy ? 'Saving…' : 'Save'}
          </Button>
        </>
      }
    >
      <TextField
        label={`${capital(noun)} name`}
        name="directory-name"
        value={name}
        error={problem}
        maxLength={200}
        onChange={(event) => editor.send({ type: 'name.change', name: event.target.value })}
      />
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
    </Dialog>
  )
}

function DeleteDialog({ editor }: { editor: DirectoryEditorActor }) {
  const noun = useSelector(editor, selectNoun)
  const step = useSelector(editor, selectStep)
  const target = useSelector(editor, selectTarget)
  const impact = useSelector(editor, selectImpact)
  const failure = useSelector(editor, selectFailure)
  const close = () => editor.send({ type: 'dialog.close' })
  const tasks = impact ? [...impact.campaigns, ...impact.policies, ...impact.events] : []
  return (
    <Dialog
      open
      role="alertdialog"
      title={T.deleteTitle(target?.name ?? '')}
      closable={step !== 'removing'}
      onClose={close}
      actions={
        <>
          <Button variant="ghost" disabled={step === 'removing'} onClick={close}>
            Cancel
          </Button>
          <Button
            disabled={step !== 'confirming'}
            aria-busy={step === 'removing'}
            onClick={() => editor.send({ type: 'confirm.yes' })}
          >
            {step === 'removing' ? 'Deleting…' : 'Delete'}
          </Button>
        </>
      }
    >
      {step === 'loadingImpact' ? <p role="status">Checking what still reaches it…</p> : null}
      {step === 'impactFailed' ? (
        <RetryAlert
          message={failure ?? ''}
          label="Retry"
          onRetry={() => editor.send({ type: 'impact.retry' })}
        />
      ) : null}
      {impact ? (
        <>
          <p>{T.usersStay(target?.usersCount ?? 0, noun)}</p>
          {tasks.length === 0 ? (
            <p className={css({ color: 'text.muted' })}>{T.nothingReaches}</p>
          ) : (
            <>
              <p>{T.stillReaches}</p>
              <ul aria-label="Still assigned" className={css({ listStyle: 'disc', pl: '5' })}>
                {tasks.map((task) => (
                  <li key={`${task.kind}-${task.id}`}>{task.name}</li>
                ))}
              </ul>
            </>
          )}
        </>
      ) : null}
      {failure && step === 'confirming' ? <Alert tone="danger">{failure}</Alert> : null}
    </Dialog>
  )
}

/** The editor's dialogs, one at a time, as its machine says. */
export function DirectoryEditorDialogs({ editor }: { editor: DirectoryEditorActor }) {
  const mode = useSelector(editor, selectMode)
  if (mode === 'create' || mode === 'rename') return <NameDialog editor={editor} mode={mode} />
  if (mode === 'delete') return <DeleteDialog editor={editor} />
  return null
}
