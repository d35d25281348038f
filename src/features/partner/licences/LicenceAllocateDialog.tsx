import { useSelector } from '@xstate/react'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import { css } from '../../../../styled-system/css'
import {
  allocateProblem,
  type licenceAllocateMachine,
} from '../../../../machines/partner/licence-allocate.machine'
import { Alert } from '../../../ui/Alert'
import { Button } from '../../../ui/Button'
import { Dialog } from '../../../ui/Dialog'
import { TextField } from '../../../ui/TextField'

export type LicenceAllocateActor = ActorRefFrom<typeof licenceAllocateMachine>
type Snapshot = SnapshotFrom<typeof licenceAllocateMachine>

const selectView = (s: Snapshot) => ({
  customerName: s.context.customerName,
  wallet: s.context.wallet,
  count: s.context.count,
  problem: s.context.attempted || s.context.count !== '' ? allocateProblem(s.context) : null,
  failure: s.context.failure,
  loading: s.matches('loadingWallet'),
  loadFailed: s.matches('failed'),
  allocating: s.matches('allocating'),
  empty: s.context.wallet?.balance === 0,
})

const count = (n: number) => n.toLocaleString('en-US')

/** Allocate licences from the partner's wallet to one customer. */
export function LicenceAllocateDialog({ allocate }: { allocate: LicenceAllocateActor }) {
  const view = useSelector(allocate, selectView, (a, b) => JSON.stringify(a) === JSON.stringify(b))
  return (
    <Dialog
      open
      title="Allocate licenses"
      onClose={() => allocate.send({ type: 'allocate.cancel' })}
      actions={
        <>
          <Button
            variant="ghost"
            disabled={view.allocating}
            onClick={() => allocate.send({ type: 'allocate.cancel' })}
          >
            Cancel
          </Button>
          <Button
            disabled={view.loading || view.loadFailed || view.allocating || view.empty}
            aria-busy={view.allocating}
            onClick={() => allocate.send({ type: 'allocate.submit' })}
          >
            {view.allocating ? 'Allocating…' : 'Allocate'}
          </Button>
        </>
      }
    >
      <div className={css({ display: 'flex', flexDir: 'column', gap: '3' })}>
        <p>
          To <strong>{view.customerName}</strong>
          {view.wallet ? `, from your wallet of ${count(view.wallet.balance)} licenses.` : '.'}
        </p>
        {view.loading ? <p className={css({ color: 'fg.muted' })}>Reading your wallet…</p> : null}
        {view.loadFailed ? (
          <Alert tone="danger">
            {view.failure}{' '}
            <Button size="sm" variant="link" onClick={() => allocate.send({ type: 'allocate.retry' })}>
              Retry
            </Button>
          </Alert>
        ) : null}
        {view.wallet && !view.empty ? (
          <TextField
            label="Number of licenses"
            name="licensesToAllocate"
            inputMode="numeric"
            value={view.count}
            error={view.problem}
            onChange={(event) => allocate.send({ type: 'allocate.count', text: event.target.value })}
          />
        ) : null}
        {view.empty ? (
          <Alert tone="warning">{allocateProblem({ count: '', wallet: view.wallet })}</Alert>
        ) : null}
        {view.failure && !view.loadFailed ? <Alert tone="danger">{view.failure}</Alert> : null}
      </div>
    </Dialog>
  )
}
