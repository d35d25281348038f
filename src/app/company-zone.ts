import { SessionActor } from '../features/session/session-context'
import { selectCompany } from '../features/session/selectors'

let browserZone: string | undefined

/**
 * This browser's time zone, read once: a new Intl.DateTimeFormat on every render cost /home 130 ms of its first
 * screen under 4× CPU (profiled), and the zone does not change while the page is open.
 */
export function browserTimeZone(): string {
  browserZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone
  return browserZone
}

/**
 * The zone a schedule starts in: the company's (Settings → General) when it set one, else this browser's. The
 * admin can still pick another in the form.
 */
export function useCompanyZone(): string {
  const company = SessionActor.useSelector(selectCompany)
  return company?.timeZone || browserTimeZone()
}
