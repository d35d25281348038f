import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import type { customerPortalMachine } from '../../../machines/licensing/customer-portal.machine'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { selectPortalBusy, selectPortalError } from './selectors'

/** "Customer portal": invoices, the plan and licences on the payment provider's side (the gateway's stand-in). */
export function CustomerPortalLink({ actor }: { actor: ActorRefFrom<typeof customerPortalMachine> }) {
  const busy = useSelector(actor, selectPortalBusy)
  const error = useSelector(actor, selectPortalError)
  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '2', alignItems: 'flex-start' })}>
      <Button
        variant="link"
        aria-busy={busy}
        disabled={busy}
        onClick={() => actor.send({ type: 'portal.open' })}
      >
        {busy ? 'Opening the customer portal…' : 'Customer portal'}
      </Button>
      {error ? <Alert tone="danger">{error}</Alert> : null}
    </div>
  )
}
