import { useMemo } from 'react'
import { companyFacts } from '../../domain/company-kind'
import { SessionActor } from '../session/session-context'
import { selectCompany, selectUser } from '../session/selectors'

/** The signed-in user, their company view and the company facts the shell decides on. */
export function useSessionFacts() {
  const user = SessionActor.useSelector(selectUser)
  const company = SessionActor.useSelector(selectCompany)
  const facts = useMemo(() => companyFacts(company), [company])
  return { user, company, facts }
}
