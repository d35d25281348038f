import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import type { policyAgreementMachine } from '../../../machines/shell/policy-agreement.machine'
import { POLICY_TEXTS as T } from '../../domain/policy-agreement'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { selectPolicyBusy, selectPolicyError, selectPolicyOpen } from './selectors'
import { PRIVACY_POLICY_URL, USER_AGREEMENT_URL } from './Sidebar'

const link = css({ color: 'brand', fontWeight: 'semibold', textDecoration: 'underline' })

/** 000 §6: the Policy Agreement, which only a confirm click closes. */
export function PolicyAgreementDialog({ actor }: { actor: ActorRefFrom<typeof policyAgreementMachine> }) {
  const open = useSelector(actor, selectPolicyOpen)
  const busy = useSelector(actor, selectPolicyBusy)
  const error = useSelector(actor, selectPolicyError)
  return (
    <Dialog
      open={open}
      title={T.title}
      closable={false}
      onClose={() => undefined}
      actions={
        <Button onClick={() => actor.send({ type: 'policy.confirm' })} disabled={busy} aria-busy={busy}>
          {busy ? 'Saving…' : T.confirm}
        </Button>
      }
    >
      <div className={css({ display: 'flex', flexDir: 'column', gap: '3' })}>
        <p>{T.intro}</p>
        <p>{T.terms}</p>
        <p className={css({ display: 'flex', gap: '4' })}>
          <a className={link} href={USER_AGREEMENT_URL} target="_blank" rel="noopener noreferrer">
            {T.userAgreement}
          </a>
          <a className={link} href={PRIVACY_POLICY_URL} target="_blank" rel="noopener noreferrer">
            {T.privacyPolicy}
          </a>
        </p>
        {error ? <Alert tone="danger">{error}</Alert> : null}
      </div>
    </Dialog>
  )
}
