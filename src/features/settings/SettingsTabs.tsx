import { TabLinks } from '../../ui/TabLinks'

const TABS = [
  { id: 'general', label: 'General', href: '/settings/general' },
  { id: 'email-reminders', label: 'Email reminders', href: '/settings/email-reminders' },
  { id: 'single-sign-on', label: 'Single sign-on', href: '/settings/single-sign-on' },
  { id: 'white-label', label: 'White label', href: '/settings/white-label' },
  { id: 'integration', label: 'Integration', href: '/settings/integration' },
  { id: 'audit-log', label: 'Audit log', href: '/settings/audit-log' },
] as const

/** The five settings tabs of 000 §2 and the audit log (issue 59), each an address of its own. */
export function SettingsTabs({ current }: { current: (typeof TABS)[number]['id'] }) {
  return <TabLinks label="Settings" tabs={TABS} current={current} />
}
