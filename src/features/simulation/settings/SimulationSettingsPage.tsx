import { useSelector } from '@xstate/react'
import { css } from '../../../../styled-system/css'
import { SETTINGS_TAB_LABELS, SETTINGS_TABS, type SettingsTab } from '../../../domain/simulation/settings'
import { RetryAlert } from '../../../ui/ListParts'
import { TabLinks } from '../../../ui/TabLinks'
import { ConfigurationTab } from './ConfigurationTab'
import { DirectEmailDeliveryTab } from './DirectEmailDeliveryTab'
import { ReportButtonTab } from './ReportButtonTab'
import { selectDraft, selectLoadFailure, type DedActor, type SettingsActor } from './selectors'

/** /phishing-simulation/settings/{report-button|configuration|direct-email-delivery} (002 §2.9). */
export function SimulationSettingsPage({
  tab,
  settings,
  ded,
}: {
  tab: SettingsTab
  settings: SettingsActor
  ded: DedActor
}) {
  const loadFailure = useSelector(settings, selectLoadFailure)
  const loaded = useSelector(settings, (s) => selectDraft(s) !== null)
  return (
    <section aria-labelledby="simulation-settings-title" className={css({ display: 'grid', gap: '4' })}>
      <h1 id="simulation-settings-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        Phishing simulation settings
      </h1>
      <TabLinks
        label="Settings"
        current={tab}
        tabs={SETTINGS_TABS.map((id) => ({
          id,
          label: SETTINGS_TAB_LABELS[id],
          href: `/phishing-simulation/settings/${id}`,
        }))}
      />
      {tab === 'direct-email-delivery' ? (
        <DirectEmailDeliveryTab ded={ded} />
      ) : loadFailure ? (
        <RetryAlert message={loadFailure} onRetry={() => settings.send({ type: 'settings.retry' })} />
      ) : !loaded ? (
        <p role="status">Loading settings…</p>
      ) : tab === 'configuration' ? (
        <ConfigurationTab settings={settings} />
      ) : (
        <ReportButtonTab settings={settings} />
      )}
    </section>
  )
}
