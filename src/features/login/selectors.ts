import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { loginMachine } from '../../../machines/login/login.machine'
import type { twoFactorLoginMachine } from '../../../machines/login/two-factor-login.machine'

type Snapshot = SnapshotFrom<typeof loginMachine>

export const selectIsBusy = (s: Snapshot) => s.hasTag('busy')
export const selectIsTwoFactor = (s: Snapshot) => s.hasTag('twoFactor')
export const selectFailure = (s: Snapshot) => s.context.failure
export const selectEmail = (s: Snapshot) => s.context.email

/** The invoked two-factor machine, when the login is at that step (a scripted stand-in has no context). */
export const selectTwoFactorActor = (s: Snapshot) => {
  const child = (s.children as Record<string, unknown>).twoFactorLogin as
    ActorRefFrom<typeof twoFactorLoginMachine> | undefined
  return child && (child.getSnapshot() as { context?: unknown }).context !== undefined ? child : null
}
