import type { TrainingCampaignRow } from './training-campaign'
import { formatDate } from './intl-format'

// Ours (issue 61 item 12): every training campaign of the company on one page — what runs, for whom, how far the
// learners are and when it is due — instead of under each course's Settings tab. Read from the spec's admin-panel
// list (000 §7 `campaign/admin_panel/{companyId}/company`), filtered here: a company has dozens, not thousands.

export const CAMPAIGN_STATUSES = ['all', 'running', 'ended'] as const
export type CampaignStatusFilter = (typeof CAMPAIGN_STATUSES)[number]

export const TRAINING_CAMPAIGNS_TEXTS = {
  title: 'Training campaigns',
  intro: 'Every training assigned in your company: who it reaches, how far they are and when it is due.',
  search: 'Search trainings',
  status: 'Status',
  statuses: { all: 'All', running: 'Running', ended: 'Ended' } satisfies Record<CampaignStatusFilter, string>,
  loading: 'Loading training campaigns…',
  empty: 'No training has been assigned yet. Assign one from the Training Library.',
  emptyFiltered: 'No training campaign matches.',
  library: 'Open the Training Library',
  columns: ['Training', 'Status', 'Assigned to', 'Progress', 'Due', 'Actions'],
  running: 'Running',
  ended: (date: string) => `Ended ${date}`,
  game: 'Game',
  progress: (completed: number, assigned: number) => `${completed} of ${assigned} completed`,
  overdue: (n: number) => `${n} overdue`,
  manage: (name: string) => `Manage ${name}`,
  manageLabel: 'Manage',
  end: (name: string) => `End ${name}`,
  endLabel: 'End',
  cancel: 'Cancel',
} as const

const day = (iso: string) =>
  formatDate(iso, 'en-US', { month: 'short', day: 'numeric', year: 'numeric' })

export const isRunning = (row: TrainingCampaignRow) => row.dateEnded === null && row.status !== 'ended'

export const assignedOf = (row: TrainingCampaignRow) =>
  row.progress.completed + row.progress.inProgress + row.progress.notStarted + row.progress.overdue

/** Completed share in whole percent (0 with nobody assigned). */
export const completedPercent = (row: TrainingCampaignRow) => {
  const assigned = assignedOf(row)
  return assigned === 0 ? 0 : Math.round((row.progress.completed / assigned) * 100)
}

/** Its due date: the start plus the days to complete. */
export const dueText = (row: TrainingCampaignRow) =>
  day(new Date(new Date(row.startDate).getTime() + row.daysToComplete * 86_400_000).toISOString())

export const statusText = (row: TrainingCampaignRow) =>
  isRunning(row)
    ? TRAINING_CAMPAIGNS_TEXTS.running
    : TRAINING_CAMPAIGNS_TEXTS.ended(day(row.dateEnded ?? row.startDate))

/** The campaigns the search and the status filter leave, newest start first (as the gateway sends them). */
export function visibleCampaigns(
  rows: readonly TrainingCampaignRow[],
  search: string,
  status: CampaignStatusFilter,
): TrainingCampaignRow[] {
  const text = search.trim().toLowerCase()
  return rows.filter(
    (row) =>
      (status === 'all' || (status === 'running') === isRunning(row)) &&
      (text === '' || row.name.toLowerCase().includes(text) || row.courseName.toLowerCase().includes(text)),
  )
}
