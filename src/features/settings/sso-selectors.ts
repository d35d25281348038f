import type { SnapshotFrom } from 'xstate'
import { problemsOf, type ssoSettingsMachine } from '../../../machines/settings/sso-settings.machine'
import { SSO_TEXTS } from '../../domain/sso-settings'

type Snapshot = SnapshotFrom<typeof ssoSettingsMachine>

export const selectSettings = (s: Snapshot) => s.context.settings
export const selectLoading = (s: Snapshot) => s.matches('loading')
export const selectLoadFailure = (s: Snapshot) => (s.matches('failed') ? s.context.failure : null)
/** A refusal of a save, a removal, the switch or the token, while the page is in use. */
export const selectFailure = (s: Snapshot) => (s.matches('ready') ? s.context.failure : null)
export const selectEditing = (s: Snapshot) =>
  s.matches({ ready: 'editing' }) || s.matches({ ready: 'saving' }) ? s.context.provider : null
export const selectDraft = (s: Snapshot) => s.context.draft
export const selectProblems = (s: Snapshot) => (s.context.tried ? problemsOf(s.context) : {})
export const selectBusy = (s: Snapshot) => s.hasTag('busy')
export const selectConfirmingRemove = (s: Snapshot) =>
  s.matches({ ready: 'confirmingRemove' }) || s.matches({ ready: 'removing' })
export const selectToken = (s: Snapshot) => (s.matches({ ready: 'showingToken' }) ? s.context.token : null)
export const selectIdle = (s: Snapshot) => s.matches({ ready: 'idle' })
/** The Test sign-in window is being opened or is open. */
export const selectTesting = (s: Snapshot) =>
  s.matches({ ready: 'startingTest' }) || s.matches({ ready: 'testing' })
export const selectCanTest = (s: Snapshot) => s.can({ type: 'test.start' })
export const selectCanToggleEnforcement = (s: Snapshot) => s.can({ type: 'enforcement.toggle' })
/** Why the switch cannot be turned on, while it is off and a provider is set. */
export const selectEnforceBlock = (s: Snapshot) =>
  s.context.settings?.provider && !s.context.settings.ssoEnforcement ? s.context.settings.enforceBlock : null
export const selectLastTest = (s: Snapshot) => s.context.settings?.test ?? null
/** The last test in a sentence, and how it reads: good, good but for older settings, or failed. */
export const selectTestSummary = (s: Snapshot) => {
  const test = s.context.settings?.test
  if (!test) return null
  const at = new Date(test.at).toLocaleString('en-US')
  return {
    tone:
      test.ok && test.current ? ('success' as const) : test.ok ? ('warning' as const) : ('danger' as const),
    text: test.ok
      ? `Test sign-in succeeded as ${test.email} on ${at}.${test.current ? '' : ` ${SSO_TEXTS.testStale}`}`
      : `Test sign-in failed on ${at}: ${test.error}`,
  }
}
/** The form's client secret may stay empty: the saved one is kept. */
export const selectSecretKept = (s: Snapshot) =>
  s.context.settings?.provider === s.context.provider && Boolean(s.context.settings?.clientSecretSaved)
