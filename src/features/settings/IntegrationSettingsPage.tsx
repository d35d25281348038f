import type { ReactNode } from 'react'
import { css } from '../../../styled-system/css'
import { INTEGRATION_RULES, INTEGRATION_TEXTS } from '../../domain/integration-rules'
import { panel } from '../../ui/surfaces'
import { SettingsTabs } from './SettingsTabs'
import { muted, panelHeading } from './settings-styles'

/** /settings/integration: the security-vendor integration that manages the company, and what it changes. */
export default function IntegrationSettingsPage({
  integration,
  apiKeys,
}: {
  integration: string | null
  /** The company's API keys panel, for its own admins. */
  apiKeys: ReactNode
}) {
  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '5', maxW: '960px' })}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>Settings</h1>
      <SettingsTabs current="integration" />
      <section aria-labelledby="integration-title" className={panel}>
        <h2 id="integration-title" className={panelHeading}>
          Security-vendor integration
        </h2>
        {integration ? (
          <>
            <p>
              <strong>{INTEGRATION_TEXTS.connected(integration)}</strong>
            </p>
            <h3 className={css({ fontWeight: 'semibold' })}>{INTEGRATION_TEXTS.rulesTitle}</h3>
            <ul className={css({ listStyle: 'disc', pl: '5', display: 'grid', gap: '1' })}>
              {INTEGRATION_RULES.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
          </>
        ) : (
          <p className={muted}>{INTEGRATION_TEXTS.none}</p>
        )}
      </section>
      {apiKeys}
    </div>
  )
}
