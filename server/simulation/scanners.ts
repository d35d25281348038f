import { FAST_CLICK_SECONDS, type ScannerReason } from '../../src/domain/simulation/outcomes'

// Scanner clicks. Mail security gateways fetch every link before the person does. A click counts as a person's
// only when the landing page's own script confirms it, from an ordinary browser, more than a few seconds after
// the mail was handed over; everything else is kept apart as a scanner event.

export const SCANNER_AGENT =
  /(proofpoint|mimecast|barracuda|symantec|messagelabs|fireeye|trend ?micro|forcepoint|ironport|safelinks|defender|microsoft office protocol discovery|bingpreview|google-safety|headlesschrome|phantomjs|python-requests|python-urllib|curl\/|wget\/|go-http-client|okhttp|java\/|libwww|httpclient|scanner|crawler|spider|bot\b)/i

export function scannerReason(request: {
  method: string
  userAgent: string
  purpose: string
  secondsSinceSent: number | null
  confirmed: boolean
}): ScannerReason | null {
  if (request.method === 'HEAD') return 'head'
  if (/prefetch|preview/i.test(request.purpose)) return 'prefetch'
  if (request.userAgent === '' || SCANNER_AGENT.test(request.userAgent)) return 'agent'
  if (!request.confirmed) return 'no-script'
  if (request.secondsSinceSent !== null && request.secondsSinceSent < FAST_CLICK_SECONDS) return 'fast'
  return null
}
