import { useActorRef, useSelector } from '@xstate/react'
import type { InspectionEvent } from 'xstate'
import { css } from '../../../styled-system/css'
import type { customDomainsMachine } from '../../../machines/settings/custom-domains.machine'
import { CUSTOM_DOMAIN_LABELS, CUSTOM_DOMAIN_TEXTS } from '../../domain/custom-domains'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { ConfirmActionDialog } from '../../ui/ConfirmActionDialog'
import { RetryAlert } from '../../ui/ListParts'
import { panel } from '../../ui/surfaces'
import { TextField } from '../../ui/TextField'
import {
  selectBusy,
  selectCanVerifyAll,
  selectConfirmingRemove,
  selectDraft,
  selectEditing,
  selectFailure,
  selectIdle,
  selectLoadFailure,
  selectLoading,
  selectProblem,
  selectRows,
} from './custom-domain-selectors'
import { SaveCancelFooter } from '../../ui/SaveCancelFooter'
import { actionRow, copyValue, muted, panelHeading } from './settings-styles'

const card = css({
  display: 'grid',
  gap: '2',
  borderTopWidth: '1px',
  borderColor: 'border',
  pt: '4',
})

/** Settings → White label: the company's custom domains, each proven by a DNS TXT record. */
export default function CustomDomainsPanel({
  logic,
  inspect,
}: {
  logic: typeof customDomainsMachine
  inspect?: ((event: InspectionEvent) => void) | undefined
}) {
  const actor = useActorRef(logic, inspect ? { inspect } : {})
  const rows = useSelector(actor, selectRows)
  const loading = useSelector(actor, selectLoading)
  const loadFailure = useSelector(actor, selectLoadFailure)
  const failure = useSelector(actor, selectFailure)
  const busy = useSelector(actor, selectBusy)
  const idle = useSelector(actor, selectIdle)
  const editing = useSelector(actor, selectEditing)
  const draft = useSelector(actor, selectDraft)
  const problem = useSelector(actor, selectProblem)
  const removing = useSelector(actor, selectConfirmingRemove)
  const canVerifyAll = useSelector(actor, selectCanVerifyAll)

  return (
    <>
      <RetryAlert message={loadFailure} onRetry={() => actor.send({ type: 'retry' })} />
      {loading ? <p className={muted}>Loading…</p> : null}
      {rows ? (
        <section aria-labelledby="domains-title" className={panel}>
          <h2 id="domains-title" className={panelHeading}>
            Custom domains
          </h2>
          <p className={muted}>
            Serve the console, the learner portal and the simulation pages from your own host names. Each one
            is used once a DNS TXT record proves it is yours.
          </p>
          {failure && !editing ? <Alert tone="danger">{failure}</Alert> : null}
          {rows.map(({ kind, domain }) => (
            <div key={kind} role="group" aria-label={CUSTOM_DOMAIN_LABELS[kind]} className={card}>
              <h3 className={css({ fontWeight: 'semibold' })}>{CUSTOM_DOMAIN_LABELS[kind]}</h3>
              {editing === kind ? (
                <form
                  aria-label={`${CUSTOM_DOMAIN_LABELS[kind]} domain`}
                  noValidate
                  className={css({ display: 'grid', gap: '2', maxW: '480px' })}
                  onSubmit={(event) => {
                    event.preventDefault()
                    actor.send({ type: 'domain.save' })
                  }}
                >
                  <TextField
                    label="Domain"
                    name="customDomain"
                    value={draft}
                    error={problem}
                    placeholder="training.company.com"
                    autoComplete="off"
                    onChange={(event) => actor.send({ type: 'domain.change', value: event.target.value })}
                  />
                  <SaveCancelFooter
                    busy={busy}
                    failure={failure}
                    onCancel={() => actor.send({ type: 'domain.cancel' })}
                  />
                </form>
              ) : domain ? (
                <>
                  <p>
                    <span className={copyValue}>{domain.domain}</span>{' '}
                    <strong className={css({ color: domain.verified ? 'green.700' : 'orange.700' })}>
                      {domain.verified ? 'Verified' : 'Waiting for verification'}
                    </strong>
                  </p>
                  {domain.verified ? null : (
                    <dl className={css({ display: 'grid', gap: '1' })}>
                      <dt className={muted}>Add this TXT record at your DNS provider:</dt>
                      <dd className={copyValue}>
                        {domain.txtName} TXT &quot;{domain.txtValue}&quot;
                      </dd>
                      {domain.lastProblem ? <dd className={muted}>{domain.lastProblem}</dd> : null}
                    </dl>
                  )}
                  <div className={actionRow}>
                    {domain.verified ? null : (
                      <Button disabled={!idle} onClick={() => actor.send({ type: 'domain.verify', kind })}>
                        Verify
                      </Button>
                    )}
                    <Button
                      variant="outline"
                      disabled={!idle}
                      onClick={() => actor.send({ type: 'domain.edit', kind })}
                    >
                      Change
                    </Button>
                    <Button
                      variant="outline"
                      disabled={!idle}
                      onClick={() => actor.send({ type: 'domain.reset', kind })}
                    >
                      Reset
                    </Button>
                    <Button
                      variant="danger"
                      disabled={!idle}
                      onClick={() => actor.send({ type: 'remove.request', kind })}
                    >
                      Delete
                    </Button>
                  </div>
                </>
              ) : (
                <div className={actionRow}>
                  <span className={muted}>Not set.</span>
                  <Button
                    variant="outline"
                    disabled={!idle}
                    onClick={() => actor.send({ type: 'domain.edit', kind })}
                  >
                    Add domain
                  </Button>
                </div>
              )}
            </div>
          ))}
          <div className={actionRow}>
            <Button
              variant="outline"
              disabled={!canVerifyAll}
              onClick={() => actor.send({ type: 'domain.verifyAll' })}
            >
              Verify all
            </Button>
          </div>
        </section>
      ) : null}
      {removing ? (
        <ConfirmActionDialog
          title="Delete custom domain"
          warning={CUSTOM_DOMAIN_TEXTS.removeConfirm}
          confirmLabel="Delete"
          busy={busy}
          failure={null}
          onConfirm={() => actor.send({ type: 'remove.confirm' })}
          onCancel={() => actor.send({ type: 'remove.cancel' })}
        />
      ) : null}
    </>
  )
}
