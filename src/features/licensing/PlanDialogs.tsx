import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { DowngradePreview } from './DowngradePreview'
import type { planMachine } from '../../../machines/licensing/plan.machine'
import type { purchaseMachine } from '../../../machines/licensing/purchase.machine'
import { PLAN_TEXTS as T } from '../../domain/plan'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { PurchaseForm } from './PurchaseForm'
import {
  selectCanBuy,
  selectDialog,
  selectLicensesAdded,
  selectLocked,
  selectPlanBusy,
  selectPlanError,
  selectPreview,
  selectUpgradeTitle,
} from './selectors'

/** The trial, upgrade, purchase-complete and downgrade dialogs of the plan machine. */
export function PlanDialogs({
  actor,
  purchase,
  onUpgrade,
}: {
  actor: ActorRefFrom<typeof planMachine>
  purchase: ActorRefFrom<typeof purchaseMachine> | null
  /** Away from /licensing the upgrade dialog has no purchase form: this takes the admin to it. */
  onUpgrade?: () => void
}) {
  const dialog = useSelector(actor, selectDialog)
  const busy = useSelector(actor, selectPlanBusy)
  const error = useSelector(actor, selectPlanError)
  const locked = useSelector(actor, selectLocked)
  const canBuy = useSelector(actor, selectCanBuy)
  const title = useSelector(actor, selectUpgradeTitle)
  const preview = useSelector(actor, selectPreview)
  const licensesAdded = useSelector(actor, selectLicensesAdded)
  const close = () => actor.send({ type: 'dialog.close' })
  return (
    <>
      <Dialog
        open={dialog === 'trialOffer'}
        title={T.trialTitle}
        closable={!busy}
        onClose={close}
        actions={
          <>
            <Button variant="ghost" disabled={busy} onClick={close}>
              {T.trialDecline}
            </Button>
            <Button disabled={busy} aria-busy={busy} onClick={() => actor.send({ type: 'trial.accept' })}>
              {busy ? 'Starting…' : T.trialStart}
            </Button>
          </>
        }
      >
        <p>{T.trialText}</p>
        {error ? <Alert tone="danger">{error}</Alert> : null}
      </Dialog>

      <Dialog
        open={dialog === 'upgrade'}
        title={title}
        closable={!locked}
        onClose={close}
        actions={
          locked ? (
            <Button onClick={() => actor.send({ type: 'logout' })}>{T.logout}</Button>
          ) : (
            <>
              <Button variant="ghost" onClick={close}>
                {T.close}
              </Button>
              {canBuy && !purchase && onUpgrade ? <Button onClick={onUpgrade}>{T.upgradeNow}</Button> : null}
            </>
          )
        }
      >
        {locked ? <p>{T.lockedText}</p> : <p>{T.upgradeText}</p>}
        {!canBuy && !locked ? <Alert tone="info">{T.managedByProvider}</Alert> : null}
        {canBuy && purchase ? <PurchaseForm actor={purchase} /> : null}
      </Dialog>

      <Dialog
        open={dialog === 'purchaseComplete'}
        // It opens as the upgrade dialog closes.
        chained
        title={licensesAdded ? T.licensesAddedTitle : T.purchaseCompleteTitle}
        onClose={close}
        actions={<Button onClick={close}>{T.close}</Button>}
      >
        <p>{licensesAdded ? T.licencesAdded : T.purchaseCompleteText}</p>
      </Dialog>

      <Dialog
        open={dialog === 'downgradeConfirm'}
        role="alertdialog"
        title={T.downgradeTitle}
        closable={!busy}
        onClose={() => actor.send({ type: 'downgrade.keep' })}
        actions={
          <>
            <Button variant="ghost" disabled={busy} onClick={() => actor.send({ type: 'downgrade.contact' })}>
              {T.contactUs}
            </Button>
            <Button variant="outline" disabled={busy} onClick={() => actor.send({ type: 'downgrade.keep' })}>
              {T.keepBoost}
            </Button>
            <Button
              variant="danger"
              disabled={busy}
              aria-busy={busy}
              onClick={() => actor.send({ type: 'downgrade.confirm' })}
            >
              {busy ? 'Downgrading…' : T.continueToFree}
            </Button>
          </>
        }
      >
        <p>{T.downgradeText}</p>
        {preview ? <DowngradePreview preview={preview} /> : null}
        {error ? <Alert tone="danger">{error}</Alert> : null}
      </Dialog>

      <Dialog
        open={dialog === 'downgraded'}
        // It opens as the downgrade confirmation closes.
        chained
        title={T.downgradedTitle}
        onClose={close}
        actions={<Button onClick={close}>{T.close}</Button>}
      >
        <p>{T.downgradedText}</p>
      </Dialog>
    </>
  )
}
