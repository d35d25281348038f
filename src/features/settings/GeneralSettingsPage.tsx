import type { ReactNode } from 'react'
import { css } from '../../../styled-system/css'
import { SettingsTabs } from './SettingsTabs'

/** /settings/general: the sections that exist so far, each a card of its own. */
export default function GeneralSettingsPage({ security }: { security: ReactNode }) {
  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '6', maxW: '960px' })}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>Settings</h1>
      <SettingsTabs current="general" />
      <section
        aria-labelledby="security-title"
        className={css({ display: 'flex', flexDir: 'column', gap: '3' })}
      >
        <h2 id="security-title" className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
          Security
        </h2>
        {security}
      </section>
      <p className={css({ color: 'text.muted', fontSize: 'sm' })}>
        Company details, languages and the other general settings are not available yet in this version.
      </p>
    </div>
  )
}
