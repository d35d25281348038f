import type { ReactNode } from 'react'
import { css } from '../../../styled-system/css'
import { SettingsTabs } from './SettingsTabs'

/** /settings/email-reminders: the invitation texts and the notification texts per language, one panel each. */
export default function EmailRemindersPage({ children }: { children: ReactNode }) {
  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '5', maxW: '960px' })}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>Settings</h1>
      <SettingsTabs current="email-reminders" />
      {children}
    </div>
  )
}
