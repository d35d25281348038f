// Outcomes. Ours, as the spec names the statistic (reported, phished, total) and an average score but not how
// the score is made: a recipient who reported without falling for it scores 100, one who ignored it 70, one who
// fell for it and then reported 30, one who fell for it 0. Scanner events never count.

export const SIMULATION_EVENTS = ['sent', 'opened', 'clicked', 'phished', 'reported'] as const
export type SimulationEvent = (typeof SIMULATION_EVENTS)[number]
export const SIMULATION_EVENT_LABELS: Record<SimulationEvent, string> = {
  sent: 'Sent',
  opened: 'Opened',
  clicked: 'Clicked',
  phished: 'Phished',
  reported: 'Reported',
}

export function recipientScore(outcome: { phished: boolean; reported: boolean }): number {
  if (outcome.reported) return outcome.phished ? 30 : 100
  return outcome.phished ? 0 : 70
}

export const SIMULATION_SCORE_HELP =
  'A recipient who reported the mail without falling for it scores 100, one who ignored it 70, one who clicked or submitted and then reported 30, one who clicked or submitted 0. Clicks by mail security scanners never count.'

// Scanner clicks. Mail security gateways fetch every link before the person does. A click counts as a person's
// only when the landing page's own script confirms it, from an ordinary browser, more than a few seconds after
// the mail was handed over; everything else is kept apart as a scanner event.

/** A confirmation sooner than this after the mail left is a sandbox opening it, not a person reading it. */
export const FAST_CLICK_SECONDS = 10

export type ScannerReason = 'head' | 'prefetch' | 'agent' | 'fast' | 'no-script'
export const SCANNER_REASON_LABELS: Record<ScannerReason, string> = {
  head: 'Link checked without opening it (HEAD request)',
  prefetch: 'Link prefetched',
  agent: 'Known mail security scanner',
  fast: `Opened within ${FAST_CLICK_SECONDS} seconds of delivery`,
  'no-script': 'Page fetched but never shown in a browser',
}
