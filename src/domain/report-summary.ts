import { array, nullable, object, string, type Infer } from 'superstruct'

// The reports hub's headlines (ours): one figure per report over the last 90 days, or null when the company
// has nothing to report there yet.

export const ReportHeadline = object({ id: string(), figure: nullable(string()), caption: string() })
export type ReportHeadline = Infer<typeof ReportHeadline>
export const ReportSummary = object({ items: array(ReportHeadline) })

export const HUB_TEXTS = {
  title: 'Reports',
  locked: 'Part of Boost',
  lockedHint: 'Reports are part of Boost. Start a free trial or upgrade to open them.',
  noData: 'No data yet',
} as const
