import type { DashboardFigures } from '../../src/domain/dashboard'
import type { GetStartedFlags } from '../../src/domain/get-started'

// Get-started flags, one set per view (002 §4), and dashboard figures with and without data.

const none: GetStartedFlags = {
  hasActiveTraining: false,
  hasUsers: false,
  hasEndedTraining: false,
  trialExpired: false,
  hasActiveCampaign: false,
}

export const FLAGS_BY_MODE = {
  START_TRAINING: none,
  INVITE_USERS: { ...none, hasActiveTraining: true },
  TRAINING_SUSPENDED: { ...none, hasActiveTraining: true, trialExpired: true },
  DASHBOARD: { ...none, hasActiveTraining: true, hasUsers: true },
  DASHBOARD_SUSPENDED: { ...none, hasUsers: true, hasEndedTraining: true, trialExpired: true },
} satisfies Record<string, GetStartedFlags>

/** A company with learners and no training yet (the demo's Acme): the dashboard, whose empty training card
 * offers the start. */
export const USERS_WITHOUT_TRAINING: GetStartedFlags = { ...none, hasUsers: true }

export const FIGURES: DashboardFigures = {
  training: {
    currentPeriod: {
      assignedUsers: 120,
      completed: 40,
      inProgress: 31,
      overdue: 5,
      yourScore: 40,
      industryScore: 52,
    },
    previousPeriod: {
      assignedUsers: 50,
      completed: 82,
      inProgress: 0,
      overdue: 12,
      yourScore: 82,
      industryScore: 61,
    },
  },
  gaming: {
    currentPeriod: {
      assignedUsers: 40,
      completed: 23,
      inProgress: 30,
      overdue: 0,
      yourScore: 23,
      industryScore: 23,
    },
    previousPeriod: null,
  },
  phishingExercise: {
    currentPeriod: { campaigns: 1, assignedUsers: 120, completed: 53, yourScore: 7.2, industryScore: 7.6 },
    previousPeriod: { campaigns: 1, assignedUsers: 80, completed: 88, yourScore: 8.1, industryScore: 8.1 },
  },
  phishingSimulation: { currentPeriod: null, previousPeriod: null },
  tournament: { currentPeriod: null, previousPeriod: null },
}

export const NO_FIGURES: DashboardFigures = {
  training: { currentPeriod: null, previousPeriod: null },
  gaming: { currentPeriod: null, previousPeriod: null },
  phishingExercise: { currentPeriod: null, previousPeriod: null },
  phishingSimulation: { currentPeriod: null, previousPeriod: null },
  tournament: { currentPeriod: null, previousPeriod: null },
}
