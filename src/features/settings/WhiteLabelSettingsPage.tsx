import type { ReactNode } from 'react'
import { css } from '../../../styled-system/css'
import { SettingsTabs } from './SettingsTabs'

/** /settings/white-label: the brand (partners with access), custom domains and mail delivery, one panel each. */
export default function WhiteLabelSettingsPage({ children }: { children: ReactNode }) {
  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '5', maxW: '960px' })}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>Settings</h1>
      <SettingsTabs current="white-label" />
      {children}
    </div>
  )
}
