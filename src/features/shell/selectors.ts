import type { SnapshotFrom } from 'xstate'
import type { sidebarMachine } from '../../../machines/sidebar.machine'

type Sidebar = SnapshotFrom<typeof sidebarMachine>

export const selectIsDrawer = (s: Sidebar) => s.matches('drawer')
export const selectIsDrawerOpen = (s: Sidebar) => s.matches({ drawer: 'opened' })
export const selectIsFolded = (s: Sidebar) => s.matches({ docked: 'folded' })
