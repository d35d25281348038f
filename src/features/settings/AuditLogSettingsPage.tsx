import type { ReactNode } from 'react'
import { css } from '../../../styled-system/css'
import { panel } from '../../ui/surfaces'
import { SettingsTabs } from './SettingsTabs'
import { muted } from './settings-styles'

/** /settings/audit-log: the log for the company's own admins; anyone else is told why it is not shown. */
export default function AuditLogSettingsPage({ log }: { log: ReactNode }) {
  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '5', maxW: '960px', minW: '0' })}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>Settings</h1>
      <SettingsTabs current="audit-log" />
      {log ?? (
        <section className={panel}>
          <p className={muted}>Only the company’s own admins read its audit log.</p>
        </section>
      )}
    </div>
  )
}
