import IntegrationSettingsPage from '../../features/settings/IntegrationSettingsPage'
import { SessionActor } from '../../features/session/session-context'
import { selectCompany } from '../../features/session/selectors'

/** /settings/integration: read from the signed-in company; nothing here is edited in the console. */
export default function IntegrationSettingsRoute() {
  const company = SessionActor.useSelector(selectCompany)
  return <IntegrationSettingsPage integration={company?.distribution.integration ?? null} />
}
