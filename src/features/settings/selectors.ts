import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { twoFactorLoginMachine } from '../../../machines/login/two-factor-login.machine'
import type { twoFactorSettingsMachine } from '../../../machines/settings/two-factor-settings.machine'

type Snapshot = SnapshotFrom<typeof twoFactorSettingsMachine>

export const selectEnabled = (s: Snapshot) => s.context.enabled
export const selectDialogOpen = (s: Snapshot) => s.hasTag('dialog')
export const selectBusy = (s: Snapshot) => s.hasTag('busy')
export const selectPasswordError = (s: Snapshot) => s.context.passwordError
export const selectAtCodeStep = (s: Snapshot) => s.matches('code')

/** The invoked code step, when it is a machine (a scripted stand-in in path tests has no context). */
export const selectCodeActor = (s: Snapshot) => {
  const child = (s.children as Record<string, unknown>).confirmCode as
    ActorRefFrom<typeof twoFactorLoginMachine> | undefined
  return child && (child.getSnapshot() as { context?: unknown }).context !== undefined ? child : null
}
