import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { addUsersMachine } from '../../../machines/users/add-users.machine'
import { ADD_USERS_TEXTS as T } from '../../domain/add-users'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { Drawer } from '../../ui/Drawer'
import { AddUsersModeTabs } from './AddUsersModeTabs'
import { AddUsersVerifyDialog } from './AddUsersVerifyDialog'
import { AddUsersEmailsStep } from './AddUsersEmailsStep'
import { AddUsersNoticeStep } from './AddUsersNoticeStep'
import { CsvStep } from './CsvStep'
import {
  selectBusy,
  selectChecking,
  selectClosed,
  selectCsv,
  selectCsvErrors,
  selectCsvPhase,
  selectMode,
  selectFailure,
  selectInUse,
  selectStep,
} from './selectors'

/** The Add New Users drawer (000 §2), by emails. */
export function AddUsersDrawer({ actor }: { actor: ActorRefFrom<typeof addUsersMachine> }) {
  const step = useSelector(actor, selectStep)
  const busy = useSelector(actor, selectBusy)
  const failure = useSelector(actor, selectFailure)
  const inUse = useSelector(actor, selectInUse)
  const closed = useSelector(actor, selectClosed)
  const mode = useSelector(actor, selectMode)
  const checking = useSelector(actor, selectChecking)
  const csv = useSelector(actor, selectCsv)
  const csvPhase = useSelector(actor, selectCsvPhase)
  const csvErrors = useSelector(actor, selectCsvErrors)
  const close = () => actor.send({ type: 'users.close' })

  // Closed: the page stops the drawer and drops ?modal= at the same moment; nothing is left on screen meanwhile.
  if (closed) return null
  if (step === 'verify') return <AddUsersVerifyDialog actor={actor} />

  const footer =
    step === 2 ? (
      <>
        <Button variant="ghost" disabled={busy} onClick={() => actor.send({ type: 'users.back' })}>
          Back
        </Button>
        <Button disabled={busy} aria-busy={busy} onClick={() => actor.send({ type: 'users.submit' })}>
          {busy ? 'Adding…' : mode === 'csv' ? 'Add user' : 'Add users'}
        </Button>
      </>
    ) : (
      <Button
        disabled={busy || step !== 1}
        aria-busy={busy}
        onClick={() => actor.send({ type: 'users.next' })}
      >
        {checking ? 'Checking…' : 'Next'}
      </Button>
    )

  return (
    <Drawer open title="Add New Users" onClose={close} footer={footer}>
      <AddUsersModeTabs actor={actor} />
      {failure ? (
        <Alert tone="danger">
          {failure}{' '}
          {step === 'failed' ? (
            <Button size="sm" variant="link" onClick={() => actor.send({ type: 'users.retry' })}>
              Retry
            </Button>
          ) : null}
        </Alert>
      ) : null}
      {step === 'loading' ? <p role="status">Loading…</p> : null}

      {step === 1 && mode === 'csv' ? (
        <>
          <CsvStep
            phase={csvPhase}
            csv={csv}
            errors={csvErrors}
            onFile={(file) => actor.send({ type: 'csv.file', file })}
            onTemplate={() => actor.send({ type: 'csv.template' })}
            onRemove={() => actor.send({ type: 'csv.remove' })}
            onColumns={(columns) => actor.send({ type: 'csv.columns', columns })}
            onSkipInvalid={(skip) => actor.send({ type: 'csv.skipInvalid', skip })}
          />
          {inUse.length > 0 ? (
            <Alert tone="danger">
              {T.emailsInUse} {inUse.slice(0, 5).join(', ')}
              {inUse.length > 5 ? ` and ${(inUse.length - 5).toLocaleString('en-US')} more` : ''}
            </Alert>
          ) : null}
        </>
      ) : null}

      {step === 1 && mode === 'emails' ? <AddUsersEmailsStep actor={actor} /> : null}

      {step === 2 ? <AddUsersNoticeStep actor={actor} /> : null}
    </Drawer>
  )
}
