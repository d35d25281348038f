import type { ReactNode } from 'react'
import { css } from '../../../styled-system/css'
import { SettingsTabs } from './SettingsTabs'

/** /settings/general: the company's details, then the admin's own sign-in security, each a card of its own. */
export default function GeneralSettingsPage({
  company,
  security,
}: {
  company: ReactNode
  security: ReactNode
}) {
  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '6', maxW: '960px' })}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>Settings</h1>
      <SettingsTabs current="general" />
      <section
        aria-labelledby="company-title"
        className={css({ display: 'flex', flexDir: 'column', gap: '3' })}
      >
        <h2 id="company-title" className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
          Company
        </h2>
        {company}
      </section>
      <section
        aria-labelledby="security-title"
        className={css({ display: 'flex', flexDir: 'column', gap: '3' })}
      >
        <h2 id="security-title" className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
          Security
        </h2>
        {security}
      </section>
    </div>
  )
}
