import type { newVersionMachine } from '../../../machines/shell/new-version.machine'
import type { policyAgreementMachine } from '../../../machines/shell/policy-agreement.machine'
import type { SnapshotFrom } from 'xstate'
import type { sidebarMachine } from '../../../machines/shell/sidebar.machine'

type Sidebar = SnapshotFrom<typeof sidebarMachine>

export const selectIsDrawer = (s: Sidebar) => s.matches('drawer')
export const selectIsDrawerOpen = (s: Sidebar) => s.matches({ drawer: 'opened' })
export const selectIsFolded = (s: Sidebar) => s.matches({ docked: 'folded' })

type Policy = SnapshotFrom<typeof policyAgreementMachine>
export const selectPolicyOpen = (s: Policy) => s.matches('asking') || s.hasTag('busy')
export const selectPolicyBusy = (s: Policy) => s.hasTag('busy')
export const selectPolicyError = (s: Policy) => s.context.error

export const selectNewVersionAvailable = (s: SnapshotFrom<typeof newVersionMachine>) => s.matches('available')
