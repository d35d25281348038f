import type { SnapshotFrom } from 'xstate'
import type { getStartedMachine } from '../../../machines/home/get-started.machine'
import { cultureScoreOf, cultureTrend, previousCultureScoreOf, statCards } from '../../domain/dashboard'

type Snapshot = SnapshotFrom<typeof getStartedMachine>

export type GetStartedView =
  | 'loading'
  | 'failed'
  | 'startTraining'
  | 'inviteUsers'
  | 'trainingSuspended'
  | 'dashboard'
  | 'dashboardSuspended'

const VIEWS = ['startTraining', 'inviteUsers', 'trainingSuspended', 'failed'] as const
export const selectView = (s: Snapshot): GetStartedView =>
  s.matches({ dashboard: { plan: 'suspended' } })
    ? 'dashboardSuspended'
    : s.matches('dashboard')
      ? 'dashboard'
      : (VIEWS.find((view) => s.matches(view)) ?? 'loading')
/**
 * The page's own content is drawn (its figures too, on a dashboard): the blocks below it (the activity
 * calendar, with its own code and calls) come after, so their code is not compiled before the largest paint.
 */
export const selectContentDrawn = (s: Snapshot) =>
  selectView(s) !== 'loading' &&
  selectView(s) !== 'failed' &&
  !s.matches({ dashboard: { figures: 'loading' } })
export const selectStarting = (s: Snapshot) =>
  s.matches({ startTraining: 'starting' }) || s.matches({ dashboard: { figures: { ready: 'starting' } } })
export const selectConfirmOpen = (s: Snapshot) =>
  selectStarting(s) ||
  s.matches({ startTraining: 'confirming' }) ||
  s.matches({ dashboard: { figures: { ready: 'confirming' } } })
/** The empty training card's own start (kept while its confirm dialog is open): only while no training runs
 * and the trial holds. */
export const selectCanStartTraining = (s: Snapshot) =>
  s.matches('dashboard') && (s.can({ type: 'training.start' }) || selectConfirmOpen(s))
export const selectError = (s: Snapshot) => s.context.error
export const selectFigures = (s: Snapshot): 'loading' | 'failed' | 'ready' =>
  s.matches({ dashboard: { figures: 'failed' } })
    ? 'failed'
    : s.matches({ dashboard: { figures: 'ready' } })
      ? 'ready'
      : 'loading'
export const selectCards = (s: Snapshot) => (s.context.figures ? statCards(s.context.figures) : null)
export const selectCulture = (s: Snapshot) => (s.context.figures ? cultureScoreOf(s.context.figures) : null)

/** Which way the culture score went since the previous period (null without one). */
export const selectCultureTrend = (s: Snapshot) => {
  const current = selectCulture(s)
  return current && s.context.figures
    ? cultureTrend(current, previousCultureScoreOf(s.context.figures))
    : null
}

/** The first-run checklist's ticks, from the same five flags (null until they are read). */
export const selectOnboardingSteps = (s: Snapshot) =>
  s.context.flags
    ? {
        invite: s.context.flags.hasUsers,
        training: s.context.flags.hasActiveTraining || s.context.flags.hasEndedTraining,
        phishing: s.context.flags.hasActiveCampaign,
      }
    : null
