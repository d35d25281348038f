import type { SnapshotFrom } from 'xstate'
import type { loginMachine } from '../../../machines/login.machine'

type Snapshot = SnapshotFrom<typeof loginMachine>

export const selectIsBusy = (s: Snapshot) => s.hasTag('busy')
export const selectIsTwoFactor = (s: Snapshot) => s.hasTag('twoFactor')
export const selectFailure = (s: Snapshot) => s.context.failure
export const selectEmail = (s: Snapshot) => s.context.email
