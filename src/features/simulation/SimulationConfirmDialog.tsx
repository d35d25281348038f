import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import {
  simulationConfirmation,
  type simulationCampaignsMachine,
} from '../../../machines/simulation/simulation-campaigns.machine'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { selectConfirm, selectFailure, selectTarget } from './list-selectors'

export type SimulationList = ActorRefFrom<typeof simulationCampaignsMachine>

/** Complete ('Archive "{name}"?') and Delete ('Delete "{name}"?') with the spec's warnings (002 §8). */
export function SimulationConfirmDialog({ list }: { list: SimulationList }) {
  const confirm = useSelector(list, selectConfirm)
  const target = useSelector(list, selectTarget)
  const failure = useSelector(list, selectFailure)
  const texts = simulationConfirmation(confirm?.kind ?? 'complete', target?.name ?? '')
  return (
    <Dialog
      open={confirm !== null}
      role="alertdialog"
      title={texts.title}
      onClose={() => list.send({ type: 'confirm.no' })}
      actions={
        <>
          <Button variant="ghost" onClick={() => list.send({ type: 'confirm.no' })}>
            Cancel
          </Button>
          <Button
            variant={confirm?.kind === 'delete' ? 'danger' : 'solid'}
            disabled={confirm?.busy}
            aria-busy={confirm?.busy}
            onClick={() => list.send({ type: 'confirm.yes' })}
          >
            {texts.action}
          </Button>
        </>
      }
    >
      <p>{texts.warning}</p>
      {failure && confirm ? <Alert tone="danger">{failure}</Alert> : null}
    </Dialog>
  )
}
