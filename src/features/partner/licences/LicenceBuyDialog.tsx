import { useSelector } from '@xstate/react'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import { css } from '../../../../styled-system/css'
import {
  buyCountProblem,
  quoteIsCurrent,
  type licenceBuyMachine,
} from '../../../../machines/partner/licence-buy.machine'
import { money } from '../../../domain/partner-transactions'
import { amountDueOf } from '../../../domain/customer-licences'
import { Alert } from '../../../ui/Alert'
import { Button } from '../../../ui/Button'
import { Dialog } from '../../../ui/Dialog'
import { TextField } from '../../../ui/TextField'

export type LicenceBuyActor = ActorRefFrom<typeof licenceBuyMachine>
type Snapshot = SnapshotFrom<typeof licenceBuyMachine>

const selectView = (s: Snapshot) => ({
  customerName: s.context.customerName,
  upsell: s.context.upsell,
  draft: s.context.draft,
  countProblem: buyCountProblem(s.context.draft),
  price: quoteIsCurrent(s.context) ? s.context.price : null,
  priceFailure: s.context.priceFailure,
  quoting: s.hasTag('quoting') || s.matches('waiting'),
  confirmed: s.context.confirmed,
  failure: s.context.failure,
  buying: s.matches('buying'),
  canBuy:
    s.can({ type: 'buy.submit' }) && s.matches('editing') && quoteIsCurrent(s.context) && s.context.confirmed,
})

const row = css({ display: 'flex', justifyContent: 'space-between', gap: '4' })

/** Buy licences for one customer: count, codes, the quote, the confirmation. */
export function LicenceBuyDialog({ buy }: { buy: LicenceBuyActor }) {
  const view = useSelector(buy, selectView, (a, b) => JSON.stringify(a) === JSON.stringify(b))
  return (
    <Dialog
      open
      size="lg"
      title="Buy licenses"
      onClose={() => buy.send({ type: 'buy.cancel' })}
      actions={
        <>
          <Button variant="ghost" disabled={view.buying} onClick={() => buy.send({ type: 'buy.cancel' })}>
            Cancel
          </Button>
          <Button
            disabled={!view.canBuy}
            aria-busy={view.buying}
            onClick={() => buy.send({ type: 'buy.submit' })}
          >
            {view.buying ? 'Buying…' : 'Buy'}
          </Button>
        </>
      }
    >
      <div className={css({ display: 'flex', flexDir: 'column', gap: '3' })}>
        <p>
          For <strong>{view.customerName}</strong>
          {view.upsell ? ': more licenses on its current subscription.' : ': its first subscription.'}
        </p>
        <div
          className={css({
            display: 'grid',
            gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
            gap: '3',
          })}
        >
          <TextField
            label="Number of licenses"
            name="licensesNumber"
            inputMode="numeric"
            value={view.draft.count}
            error={view.countProblem}
            onChange={(event) => buy.send({ type: 'buy.change', patch: { count: event.target.value } })}
          />
          <TextField
            label="Promotion code"
            name="promotionCode"
            value={view.draft.promotionCode}
            error={view.priceFailure}
            onChange={(event) =>
              buy.send({ type: 'buy.change', patch: { promotionCode: event.target.value } })
            }
          />
          <TextField
            label="Order number"
            name="orderNumber"
            maxLength={64}
            value={view.draft.orderNumber}
            onChange={(event) => buy.send({ type: 'buy.change', patch: { orderNumber: event.target.value } })}
          />
        </div>
        <section
          aria-label="Price"
          aria-busy={view.quoting}
          className={css({
            bg: 'surface.sunken',
            borderRadius: 'md',
            p: '3',
            display: 'flex',
            flexDir: 'column',
            gap: '1',
          })}
        >
          {view.price ? (
            <>
              <div className={row}>
                <span>{`${view.price.licences.toLocaleString('en-US')} licenses × ${money(view.price.pricePerLicence)}`}</span>
                <span>{money(view.price.subtotal)}</span>
              </div>
              {view.price.discount > 0 ? (
                <div className={row}>
                  <span>{`Discount${view.price.coupon ? ` (${view.price.coupon})` : ''}`}</span>
                  <span>{`−${money(view.price.discount)}`}</span>
                </div>
              ) : null}
              <div className={row}>
                <span>Total per year</span>
                <span>{money(view.price.total)}</span>
              </div>
              <div className={row}>
                <span>
                  {view.price.bankBalance === undefined
                    ? 'Withdrawal from bank'
                    : `Withdrawal from bank (balance ${money(view.price.bankBalance)})`}
                </span>
                <span>
                  {view.price.bankWithdrawal > 0 ? `−${money(view.price.bankWithdrawal)}` : money(0)}
                </span>
              </div>
              <div className={`${row} ${css({ fontWeight: 'bold' })}`}>
                <span>Amount due</span>
                <span>{money(amountDueOf(view.price))}</span>
              </div>
            </>
          ) : (
            <span className={css({ color: 'fg.muted' })}>
              {view.quoting
                ? 'Calculating the price…'
                : 'The price shows once the number of licenses is valid.'}
            </span>
          )}
        </section>
        <label className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
          <input
            type="checkbox"
            checked={view.confirmed}
            onChange={(event) => buy.send({ type: 'buy.confirm', confirmed: event.target.checked })}
          />
          I confirm this purchase, invoiced to my company
        </label>
        {view.failure ? <Alert tone="danger">{view.failure}</Alert> : null}
      </div>
    </Dialog>
  )
}
