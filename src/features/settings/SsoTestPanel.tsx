import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import type { ssoSettingsMachine } from '../../../machines/settings/sso-settings.machine'
import { SSO_TEXTS } from '../../domain/sso-settings'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { panel } from '../../ui/surfaces'
import {
  selectCanTest,
  selectCanToggleEnforcement,
  selectEnforceBlock,
  selectLastTest,
  selectSettings,
  selectTestSummary,
  selectTesting,
} from './sso-selectors'
import { actionRow, muted, panelHeading } from './settings-styles'

const claimList = css({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: '1 4',
  fontSize: 'sm',
  mt: '2',
  '& dd': { fontFamily: 'mono', wordBreak: 'break-all' },
})

const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

/** Test sign-in and its last result, then the enforcement switch it unlocks. */
export function SsoTestPanel({ actor }: { actor: ActorRefFrom<typeof ssoSettingsMachine> }) {
  const settings = useSelector(actor, selectSettings)
  const testing = useSelector(actor, selectTesting)
  const canTest = useSelector(actor, selectCanTest)
  const canToggle = useSelector(actor, selectCanToggleEnforcement)
  const block = useSelector(actor, selectEnforceBlock)
  const test = useSelector(actor, selectLastTest)
  const summary = useSelector(actor, selectTestSummary, (a, b) => a?.text === b?.text && a?.tone === b?.tone)
  if (!settings) return null
  return (
    <section aria-labelledby="sso-enforce-title" className={panel}>
      <h2 id="sso-enforce-title" className={panelHeading}>
        Test and enforce
      </h2>
      <p className={muted}>{SSO_TEXTS.enforceLead}</p>
      <div className={actionRow}>
        <Button variant="outline" disabled={!canTest} onClick={() => actor.send({ type: 'test.start' })}>
          Test sign-in
        </Button>
        {testing ? (
          <>
            <span role="status" className={muted}>
              {SSO_TEXTS.testWaiting}
            </span>
            <Button variant="ghost" onClick={() => actor.send({ type: 'test.stop' })}>
              Stop waiting
            </Button>
          </>
        ) : null}
      </div>
      {test ? (
        <div aria-label="Last test sign-in" role="group">
          {summary ? <Alert tone={summary.tone}>{summary.text}</Alert> : null}
          {Object.keys(test.claims).length ? (
            <details>
              <summary className={css({ cursor: 'pointer', fontSize: 'sm', mt: '2' })}>
                Claims received ({Object.keys(test.claims).length})
              </summary>
              <dl className={claimList}>
                {Object.entries(test.claims).map(([name, claim]) => (
                  <div key={name} className={css({ display: 'contents' })}>
                    <dt>{name}</dt>
                    <dd>{shown(claim)}</dd>
                  </div>
                ))}
              </dl>
            </details>
          ) : null}
        </div>
      ) : null}
      <label className={actionRow}>
        <input
          type="checkbox"
          role="switch"
          checked={settings.ssoEnforcement}
          disabled={!canToggle}
          onChange={() => actor.send({ type: 'enforcement.toggle' })}
        />
        Enforce SSO
      </label>
      {block ? <p className={muted}>{block}</p> : null}
    </section>
  )
}
