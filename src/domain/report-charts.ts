import type { ReportStatistics } from './exercise-report'
import { statusLabel } from './exercise-report'

// The exercise report's two charts (issue 24): statuses as a doughnut, answers as bars. Each carries a
// sentence with every figure, for the chart's accessible name; the figures beside them are the table.

export interface ChartSlice {
  label: string
  value: number
  tone: 'completed' | 'inProgress' | 'notStarted' | 'overdue' | 'partial'
}

/** The tones' colours (002 §9 status colours), one set for the page's charts and the PDF's. */
export const CHART_COLORS: Record<ChartSlice['tone'], string> = {
  completed: '#16a34a',
  inProgress: '#f97316',
  notStarted: '#9333ea',
  overdue: '#dc2626',
  partial: '#f59e0b',
}

const STATUS_TONES = {
  COMPLETED: 'completed',
  IN_PROGRESS: 'inProgress',
  NOT_STARTED: 'notStarted',
  OVERDUE: 'overdue',
} as const

const total = (slices: ChartSlice[]) => slices.reduce((sum, slice) => sum + slice.value, 0)

/** What an empty chart says instead of drawing equal slices of nothing. */
export const CHART_EMPTY = { statuses: 'No learners match the filters.', answers: 'No answers yet.' }

const sentence = (title: string, slices: ChartSlice[]) =>
  `${title}: ${slices.map((slice) => `${slice.label} ${slice.value.toLocaleString('en-US')}`).join(', ')}`

export function statusChart(stats: ReportStatistics) {
  const slices = stats.statuses.map((status) => ({
    label: statusLabel(status.name),
    value: status.count,
    tone: STATUS_TONES[status.name],
  }))
  return { slices, summary: sentence('Learners by status', slices), empty: total(slices) === 0 }
}

export function answerChart(stats: ReportStatistics) {
  const answers = stats.answers ?? { correct: 0, partial: 0, wrong: 0 }
  const slices: ChartSlice[] = [
    { label: 'Correct', value: answers.correct, tone: 'completed' },
    { label: 'Partial', value: answers.partial, tone: 'partial' },
    { label: 'Wrong', value: answers.wrong, tone: 'overdue' },
  ]
  return { slices, summary: sentence('Answers', slices), empty: total(slices) === 0 }
}

/** A training report's learners by status (002 §9 status colours), for its doughnut. */
export function learnerChart(counts: {
  completed: number
  inProgress: number
  notStarted: number
  overdue: number
}) {
  const slices: ChartSlice[] = [
    { label: 'Completed', value: counts.completed, tone: 'completed' },
    { label: 'In Progress', value: counts.inProgress, tone: 'inProgress' },
    { label: 'Not Started', value: counts.notStarted, tone: 'notStarted' },
    { label: 'Overdue', value: counts.overdue, tone: 'overdue' },
  ]
  return { slices, summary: sentence('Learners by status', slices), empty: total(slices) === 0 }
}

/** A monthly video report's learners: watched, not yet watched, past the due date. */
export function watchChart(counts: { watched: number; notWatched: number; overdue: number }) {
  const slices: ChartSlice[] = [
    { label: 'Watched', value: counts.watched, tone: 'completed' },
    { label: 'Not watched', value: counts.notWatched, tone: 'notStarted' },
    { label: 'Overdue', value: counts.overdue, tone: 'overdue' },
  ]
  return { slices, summary: sentence('Learners by status', slices), empty: total(slices) === 0 }
}

export type StatusChart = ReturnType<typeof learnerChart>

/** A report's headline figures on a wide screen: up to five side by side, more in two even rows (none left alone). */
export const figureColumns = (count: number): number => (count <= 5 ? count : Math.ceil(count / 2))
