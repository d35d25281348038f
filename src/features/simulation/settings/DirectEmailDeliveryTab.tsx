import { useSelector } from '@xstate/react'
import { css } from '../../../../styled-system/css'
import {
  DED_PROVIDER_LABELS,
  DED_PROVIDERS,
  dedFlag,
  type DedProvider,
} from '../../../domain/simulation/settings'
import { Alert } from '../../../ui/Alert'
import { badge } from '../../../ui/badge'
import { Button } from '../../../ui/Button'
import { RetryAlert } from '../../../ui/ListParts'
import { cardPanel } from '../../../ui/surfaces'
import { TextField } from '../../../ui/TextField'
import { SaveBar } from './SaveBar'
import {
  longDate,
  selectDedBusy,
  selectDedCanConnect,
  selectDedCanDiscard,
  selectDedCanSave,
  selectDedCanSendTest,
  selectDedDraft,
  selectDedFailure,
  selectDedLoadFailure,
  selectDedSaved,
  selectDedTestProblem,
  type DedActor,
} from './selectors'

function ProviderRow({ ded, provider }: { ded: DedActor; provider: DedProvider }) {
  const saved = useSelector(ded, selectDedSaved)
  const draft = useSelector(ded, selectDedDraft)
  const canConnect = useSelector(ded, selectDedCanConnect)
  const canSwitch = useSelector(ded, (s) =>
    s.can({ type: 'ded.toggle', provider, enabled: !s.context.draft?.[dedFlag(provider)] }),
  )
  const connectedAt = saved?.connections[provider] ?? null
  const label = DED_PROVIDER_LABELS[provider]
  const on = draft?.[dedFlag(provider)] === true
  return (
    <div
      role="group"
      aria-label={label}
      className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap', py: '2' })}
    >
      <div className={css({ flex: '1', minW: '48', display: 'grid', gap: '1' })}>
        <strong>{label}</strong>
        <span
          className={`${badge({ tone: connectedAt ? 'success' : 'muted' })} ${css({ justifySelf: 'start' })}`}
        >
          {connectedAt ? `Connected on ${longDate(connectedAt)}` : 'Not connected'}
        </span>
      </div>
      <Button
        size="sm"
        variant="outline"
        disabled={!canConnect}
        onClick={() => ded.send({ type: 'ded.connect', provider })}
      >
        {connectedAt ? 'Reconnect' : 'Connect'}
      </Button>
      <label className={css({ display: 'flex', gap: '2', alignItems: 'center', fontSize: 'sm', w: 'full' })}>
        <input
          type="checkbox"
          role="switch"
          checked={on}
          disabled={!canSwitch}
          onChange={(event) => ded.send({ type: 'ded.toggle', provider, enabled: event.target.checked })}
        />
        {`Deliver simulations through ${label}`}
      </label>
    </div>
  )
}

/** Direct email delivery: each provider connected by its consent, switched on, and a test mail. */
export function DirectEmailDeliveryTab({ ded }: { ded: DedActor }) {
  const draft = useSelector(ded, selectDedDraft)
  const loadFailure = useSelector(ded, selectDedLoadFailure)
  const failure = useSelector(ded, selectDedFailure)
  const busy = useSelector(ded, selectDedBusy)
  const canSave = useSelector(ded, selectDedCanSave)
  const canDiscard = useSelector(ded, selectDedCanDiscard)
  const canSendTest = useSelector(ded, selectDedCanSendTest)
  const testProblem = useSelector(ded, selectDedTestProblem)
  if (loadFailure) return <RetryAlert message={loadFailure} onRetry={() => ded.send({ type: 'ded.retry' })} />
  if (!draft) return <p role="status">Loading direct email delivery…</p>
  return (
    <section
      aria-label="Direct email delivery"
      className={`${cardPanel} ${css({ display: 'grid', gap: '4', maxW: '2xl' })}`}
    >
      <p className={css({ color: 'text.muted', fontSize: 'sm' })}>
        Place simulations straight into your users' mailboxes through the provider, so mail filters do not
        hold them back. Connect a provider first: its consent page asks an administrator of your Google
        Workspace or Microsoft 365 to allow it.
      </p>
      <div className={css({ display: 'grid', divideY: '1px', divideColor: 'border' })}>
        {DED_PROVIDERS.map((provider) => (
          <ProviderRow key={provider} ded={ded} provider={provider} />
        ))}
      </div>
      <div className={css({ display: 'flex', gap: '3', alignItems: 'end', flexWrap: 'wrap' })}>
        <div className={css({ flex: '1', minW: '64' })}>
          <TextField
            label="Test email address"
            name="testEmail"
            type="email"
            value={draft.testEmail ?? ''}
            error={testProblem}
            hint="One of your users; save it, then send a test."
            onChange={(event) => ded.send({ type: 'ded.testEmail', value: event.target.value })}
          />
        </div>
        <Button variant="outline" disabled={!canSendTest} onClick={() => ded.send({ type: 'ded.sendTest' })}>
          Send test email
        </Button>
      </div>
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <SaveBar
        canSave={canSave}
        canDiscard={canDiscard}
        saving={busy}
        onSave={() => ded.send({ type: 'ded.save' })}
        onDiscard={() => ded.send({ type: 'ded.discard' })}
      />
    </section>
  )
}
