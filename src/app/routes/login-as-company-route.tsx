import { useMemo } from 'react'
import LoginAsCompanyPage from '../../features/partner/LoginAsCompanyPage'
import { SessionActor } from '../../features/session/session-context'
import { inspect } from '../inspector'
import { createLoginAsCompanyLogic } from '../flows/login-as-company-logic'

/** /login_as_company with its actors; a lazy chunk. */
export default function LoginAsCompanyRoute({ companyToken }: { companyToken: string }) {
  const session = SessionActor.useActorRef()
  const logic = useMemo(() => createLoginAsCompanyLogic(session), [session])
  return <LoginAsCompanyPage logic={logic} input={{ companyToken }} inspect={inspect} />
}
