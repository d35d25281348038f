import type { SnapshotFrom } from 'xstate'
import type { helpDrawerMachine } from '../../../machines/help/help-drawer.machine'
import { fieldProblems } from '../../domain/field-problems'
import { SupportForm } from '../../domain/support'

type Help = SnapshotFrom<typeof helpDrawerMachine>

export const selectHelpOpen = (s: Help) => !s.matches('closed')
export const selectHelpThanks = (s: Help) => s.matches('thanks')
export const selectHelpBusy = (s: Help) => s.hasTag('busy')
export const selectHelpValues = (s: Help) => s.context.values
export const selectHelpLocked = (s: Help) => s.context.knownEmail !== null
export const selectHelpErrors = (s: Help) =>
  s.context.showErrors ? fieldProblems(SupportForm, s.context.values) : null
export const selectHelpError = (s: Help) => s.context.error
