import { useMemo } from 'react'

import CompanyCard from '../../features/settings/CompanyCard'
import GeneralSettingsPage from '../../features/settings/GeneralSettingsPage'
import { TwoFactorCard } from '../../features/settings/TwoFactorCard'
import { SessionActor } from '../../features/session/session-context'
import { selectUser } from '../../features/session/selectors'
import { Alert } from '../../ui/Alert'
import { useFlowDeps } from '../browser-deps'
import { bindCompanyGeneral } from '../flows/settings/company-general'
import { bindTwoFactorSettings } from '../flows/settings/two-factor-settings'
import { inspect } from '../inspector'

/** /settings/general with the two-factor flow wired to the gateway, the identity provider and the session. */
export default function GeneralSettingsRoute() {
  const session = SessionActor.useActorRef()
  const user = SessionActor.useSelector(selectUser)
  const deps = useFlowDeps()
  const logic = useMemo(() => bindTwoFactorSettings(deps, session), [deps, session])
  const companyLogic = useMemo(() => bindCompanyGeneral(deps, session), [deps, session])
  if (!user) return null
  const security = user.isAdminLoggedInAsCompany ? (
    <Alert tone="info">
      Two-factor sign-in belongs to each admin’s own account and cannot be changed in partner access.
    </Alert>
  ) : (
    <TwoFactorCard
      logic={logic}
      input={{ enabled: user.isMfaEnabled, email: user.email }}
      inspect={inspect}
    />
  )
  return (
    <GeneralSettingsPage
      company={<CompanyCard logic={companyLogic} inspect={inspect} />}
      security={security}
    />
  )
}
