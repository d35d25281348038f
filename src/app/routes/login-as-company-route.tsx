import { useMemo } from 'react'
import LoginAsCompanyPage from '../../features/partner/LoginAsCompanyPage'
import { SessionActor } from '../../features/session/session-context'
import { useFlowDeps } from '../browser-deps'
import { inspect } from '../inspector'
import { bindLoginAsCompany } from '../flows/partner/login-as-company'

/** /login_as_company with its actors; a lazy chunk. */
export default function LoginAsCompanyRoute({ companyToken }: { companyToken: string }) {
  const session = SessionActor.useActorRef()
  const deps = useFlowDeps()
  const logic = useMemo(() => bindLoginAsCompany(deps, session), [deps, session])
  return <LoginAsCompanyPage logic={logic} input={{ companyToken }} inspect={inspect} />
}
