import { useActorRef } from '@xstate/react'
import { useMemo } from 'react'
import { platformQueryOf } from '../../domain/platform-companies'
import { SessionActor } from '../../features/session/session-context'
import PlatformCompaniesPage from '../../features/support/PlatformCompaniesPage'
import { useFlowDeps } from '../browser-deps'
import { bindPlatformCompanies } from '../flows/support/platform-companies'
import { inspect } from '../inspector'

/** /platform/companies: platform staff's start; the address gives the search and the company on screen. */
export default function PlatformCompaniesRoute() {
  const session = SessionActor.useActorRef()
  const deps = useFlowDeps()
  const logic = useMemo(() => bindPlatformCompanies(deps, session), [deps, session])
  const actor = useActorRef(logic, {
    input: platformQueryOf(window.location.search),
    ...(inspect ? { inspect } : {}),
  })
  return <PlatformCompaniesPage actor={actor} />
}
