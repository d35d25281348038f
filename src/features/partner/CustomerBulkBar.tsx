import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import type { customersListMachine } from '../../../machines/partner/customers-list.machine'
import { CUSTOMER_BULK_ACTION_KEYS, CUSTOMER_BULK_ACTIONS } from '../../domain/customers'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { CustomerSelectionBanner } from '../sharing/CustomerSelectionBanner'
import { selectBulkConfirm, selectCanBulk, selectSelection } from './customer-selectors'

type ListActor = ActorRefFrom<typeof customersListMachine>

/** The ticked customers: how many (or all), and what can be done to them. */
export function CustomerBulkBar({ list }: { list: ListActor }) {
  const selection = useSelector(list, selectSelection)
  const canBulk = useSelector(list, selectCanBulk)
  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '2' })}>
      <div
        role="toolbar"
        aria-label="Bulk actions"
        className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}
      >
        {CUSTOMER_BULK_ACTION_KEYS.map((action) => (
          <Button
            key={action}
            size="sm"
            variant={action === 'remove' ? 'dangerOutline' : 'outline'}
            disabled={!canBulk}
            onClick={() => list.send({ type: 'bulk.request', action })}
          >
            {CUSTOMER_BULK_ACTIONS[action].label}
          </Button>
        ))}
      </div>
      {selection ? <CustomerSelectionBanner selection={selection} /> : null}
    </div>
  )
}

/** What the bulk action will do, for how many, before it does it. */
export function CustomerBulkConfirm({ list }: { list: ListActor }) {
  const confirm = useSelector(list, selectBulkConfirm)
  const texts = confirm ? CUSTOMER_BULK_ACTIONS[confirm.action] : null
  return (
    <Dialog
      open={confirm !== null}
      role="alertdialog"
      title={texts?.title ?? ''}
      onClose={() => list.send({ type: 'bulk.cancel' })}
      actions={
        <>
          <Button variant="ghost" disabled={confirm?.busy} onClick={() => list.send({ type: 'bulk.cancel' })}>
            Cancel
          </Button>
          <Button
            variant={confirm?.action === 'remove' ? 'danger' : 'solid'}
            disabled={confirm?.busy}
            aria-busy={confirm?.busy}
            onClick={() => list.send({ type: 'bulk.confirm' })}
          >
            {texts?.label ?? ''}
          </Button>
        </>
      }
    >
      <p>
        {`${(confirm?.count ?? 0).toLocaleString('en-US')} ${confirm?.count === 1 ? 'customer' : 'customers'}. `}
        {texts?.body}
      </p>
      {confirm?.failure ? <Alert tone="danger">{confirm.failure}</Alert> : null}
    </Dialog>
  )
}
