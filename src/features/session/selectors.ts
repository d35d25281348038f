import type { SnapshotFrom } from 'xstate'
import type { sessionMachine } from '../../../machines/session/session.machine'

type Snapshot = SnapshotFrom<typeof sessionMachine>

export const selectIsBooting = (s: Snapshot) => s.hasTag('busy')
export const selectIsSignedIn = (s: Snapshot) => s.hasTag('signedIn')
export const selectIsSignedOut = (s: Snapshot) => s.hasTag('signedOut')
export const selectIsOffline = (s: Snapshot) => s.hasTag('offline')
export const selectUser = (s: Snapshot) => s.context.user
export const selectCompany = (s: Snapshot) => s.context.company
export const selectFailureMessage = (s: Snapshot) => s.context.failure?.message ?? null
export const selectCanSignOut = (s: Snapshot) => s.can({ type: 'session.signOut' })
