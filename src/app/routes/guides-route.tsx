import { useActorRef } from '@xstate/react'
import { companyFacts } from '../../domain/company-kind'
import { getStartedExtras } from '../../domain/get-started'
import GuidesPage from '../../features/home/GuidesPage'
import { SessionActor } from '../../features/session/session-context'
import { selectCompany, selectUser } from '../../features/session/selectors'
import { useBoundFlow } from '../browser-deps'
import { bindGuidesPage } from '../flows/home/guides-page'
import { inspect } from '../inspector'

/** /guides-and-resources for the signed-in admin, with 002 §2.1's hiding rules from their company. */
export default function GuidesRoute() {
  const company = SessionActor.useSelector(selectCompany)
  const user = SessionActor.useSelector(selectUser)
  const logic = useBoundFlow(bindGuidesPage)
  const actor = useActorRef(logic, inspect ? { inspect } : {})
  const extras = getStartedExtras({ role: user?.role ?? 'guest', ...companyFacts(company) })
  return <GuidesPage actor={actor} extras={extras} />
}
