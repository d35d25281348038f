import { useActorRef, useSelector } from '@xstate/react'
import { useSearch } from 'wouter'
import type { accessGrantMachine } from '../../../machines/shell/access-grant.machine'
import { PARTNER_ACCESS_TEXTS as T } from '../../domain/partner-access'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { useSessionFacts } from './session-facts'

/** Mounted only while isAccessDialog=true is in the URL (000 §2: /access-for-reseller sends it). */
export function AccessGrantHost({ logic }: { logic: typeof accessGrantMachine }) {
  const asked = new URLSearchParams(useSearch()).get('isAccessDialog') === 'true'
  const { company } = useSessionFacts()
  if (!asked || !company) return null
  return <AccessGrantDialog logic={logic} asked pending={company.distribution.loginAsCompany === 'pending'} />
}

export function AccessGrantDialog({
  logic,
  asked,
  pending,
}: {
  logic: typeof accessGrantMachine
  asked: boolean
  pending: boolean
}) {
  const actor = useActorRef(logic, { input: { asked, pending } })
  const open = useSelector(actor, (s) => s.hasTag('open'))
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const failure = useSelector(actor, (s) => s.context.failure)
  return (
    <Dialog
      open={open}
      title={T.dialogTitle}
      onClose={() => actor.send({ type: 'access.dismiss' })}
      closable={!busy}
      actions={
        <>
          <Button variant="ghost" disabled={busy} onClick={() => actor.send({ type: 'access.dismiss' })}>
            Cancel
          </Button>
          <Button disabled={busy} onClick={() => actor.send({ type: 'access.confirm' })}>
            {busy ? 'Confirming…' : 'Confirm'}
          </Button>
        </>
      }
    >
      <p>{T.dialogText}</p>
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
    </Dialog>
  )
}
