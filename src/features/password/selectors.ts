import type { SnapshotFrom } from 'xstate'
import type { forgotPasswordMachine } from '../../../machines/password/forgot-password.machine'
import type { resetPasswordMachine } from '../../../machines/password/reset-password.machine'

type ForgotSnapshot = SnapshotFrom<typeof forgotPasswordMachine>
export const selectSent = (s: ForgotSnapshot) => s.matches('sent')
export const selectForgotBusy = (s: ForgotSnapshot) => s.hasTag('busy')
export const selectForgotEmail = (s: ForgotSnapshot) => s.context.email
export const selectForgotFailure = (s: ForgotSnapshot) => s.context.failure

type ResetSnapshot = SnapshotFrom<typeof resetPasswordMachine>
export const selectResetStep = (s: ResetSnapshot): 'form' | 'expired' | 'done' =>
  s.matches('expired') ? 'expired' : s.matches('done') ? 'done' : 'form'
export const selectResetBusy = (s: ResetSnapshot) => s.hasTag('busy')
export const selectResetFailure = (s: ResetSnapshot) => s.context.failure
