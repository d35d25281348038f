import { SessionActor } from '../features/session/session-context'
import { selectCompany } from '../features/session/selectors'

/**
 * The zone a schedule starts in: the company's (Settings → General) when it set one, else this browser's. The
 * admin can still pick another in the form.
 */
export function useCompanyZone(): string {
  const company = SessionActor.useSelector(selectCompany)
  return company?.timeZone || Intl.DateTimeFormat().resolvedOptions().timeZone
}
