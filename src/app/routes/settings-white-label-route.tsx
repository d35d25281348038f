import { useEffect, useMemo, useState } from 'react'
import BrandPanel from '../../features/settings/BrandPanel'
import CustomDomainsPanel from '../../features/settings/CustomDomainsPanel'
import MailDeliveryPanel from '../../features/settings/MailDeliveryPanel'
import { graphOutcomeOf } from '../../domain/mail-delivery'
import WhiteLabelSettingsPage from '../../features/settings/WhiteLabelSettingsPage'
import { SessionActor } from '../../features/session/session-context'
import { selectCompany } from '../../features/session/selectors'
import { useFlowDeps } from '../browser-deps'
import { bindCustomDomains } from '../flows/settings/custom-domains'
import { bindMailDelivery } from '../flows/settings/mail-delivery'
import { addressWithout } from '../flows/deps'
import { bindWhiteLabel } from '../flows/settings/white-label'
import { inspect } from '../inspector'

/** /settings/white-label: the brand for partners with access, then custom domains, each flow wired to the gateway. */
export default function WhiteLabelSettingsRoute() {
  const deps = useFlowDeps()
  const session = SessionActor.useActorRef()
  const company = SessionActor.useSelector(selectCompany)
  const domains = useMemo(() => bindCustomDomains(deps), [deps])
  const brand = useMemo(() => bindWhiteLabel(deps, session), [deps, session])
  const mail = useMemo(() => bindMailDelivery(deps), [deps])
  // Read once: the way back from Microsoft's consent page says how it went.
  const [mailInput] = useState(() => ({
    graphOutcome: graphOutcomeOf(new URLSearchParams(window.location.search).get('graph')),
  }))
  useEffect(() => {
    if (mailInput.graphOutcome) deps.navigate(addressWithout(['graph']), { replace: true })
  }, [deps, mailInput])
  return (
    <WhiteLabelSettingsPage>
      {company?.features.hasWhiteLabelAccess ? <BrandPanel logic={brand} inspect={inspect} /> : null}
      {company?.features.hasWhiteLabelAccess ? (
        <CustomDomainsPanel logic={domains} inspect={inspect} />
      ) : null}
      <MailDeliveryPanel logic={mail} input={mailInput} inspect={inspect} />
    </WhiteLabelSettingsPage>
  )
}
