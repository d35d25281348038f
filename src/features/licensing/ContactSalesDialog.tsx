import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import { field } from '../../../styled-system/recipes'
import type { contactSalesMachine } from '../../../machines/licensing/contact-sales.machine'
import { CONTACT_SALES_TEXTS as T, MESSAGE_MAX } from '../../domain/contact-sales'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { TextField } from '../../ui/TextField'
import {
  selectContactBusy,
  selectContactError,
  selectContactErrors,
  selectContactOpen,
  selectContactValues,
} from './selectors'

/** Contact Sales: users, phone, message; Send. */
export function ContactSalesDialog({ actor }: { actor: ActorRefFrom<typeof contactSalesMachine> }) {
  const open = useSelector(actor, selectContactOpen)
  const busy = useSelector(actor, selectContactBusy)
  const values = useSelector(actor, selectContactValues)
  const errors = useSelector(actor, selectContactErrors)
  const error = useSelector(actor, selectContactError)
  const change = (name: 'usersNumber' | 'phone' | 'message', value: string) =>
    actor.send({ type: 'contact.change', field: name, value })
  const classes = field()
  return (
    <Dialog
      open={open}
      title={T.title}
      closable={!busy}
      onClose={() => actor.send({ type: 'contact.close' })}
      actions={
        <>
          <Button variant="ghost" disabled={busy} onClick={() => actor.send({ type: 'contact.close' })}>
            {T.cancel}
          </Button>
          <Button type="submit" form="contact-sales-form" disabled={busy} aria-busy={busy}>
            {busy ? 'Sending…' : T.send}
          </Button>
        </>
      }
    >
      <form
        id="contact-sales-form"
        aria-label={T.title}
        noValidate
        className={css({ display: 'flex', flexDir: 'column', gap: '2' })}
        onSubmit={(event) => {
          event.preventDefault()
          actor.send({ type: 'contact.submit' })
        }}
      >
        <TextField
          label={T.users}
          name="usersNumber"
          inputMode="numeric"
          value={values.usersNumber}
          error={errors?.usersNumber}
          onChange={(event) => change('usersNumber', event.target.value)}
        />
        <TextField
          label={T.phone}
          name="phone"
          type="tel"
          autoComplete="tel"
          value={values.phone}
          error={errors?.phone}
          onChange={(event) => change('phone', event.target.value)}
        />
        <div className={classes.root}>
          <label htmlFor="contact-sales-message" className={classes.label}>
            {T.message}
          </label>
          <textarea
            id="contact-sales-message"
            className={`${classes.input} ${css({ minH: '24', py: '2' })}`}
            maxLength={MESSAGE_MAX}
            value={values.message}
            onChange={(event) => change('message', event.target.value)}
          />
        </div>
        {error ? <Alert tone="danger">{error}</Alert> : null}
      </form>
    </Dialog>
  )
}
