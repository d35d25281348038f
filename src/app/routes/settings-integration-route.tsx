import { ApiKeysPanel } from '../../features/settings/ApiKeysPanel'
import { WebhooksPanel } from '../../features/settings/WebhooksPanel'
import IntegrationSettingsPage from '../../features/settings/IntegrationSettingsPage'
import { SessionActor } from '../../features/session/session-context'
import { selectCompany, selectUser } from '../../features/session/selectors'
import { useBoundFlow } from '../browser-deps'
import { bindApiKeys } from '../flows/settings/api-keys'
import { bindWebhooks } from '../flows/settings/webhooks'
import { inspect } from '../inspector'

/** /settings/integration: the vendor integration (read from the company) and the company's API keys and webhooks. */
export default function IntegrationSettingsRoute() {
  const company = SessionActor.useSelector(selectCompany)
  const user = SessionActor.useSelector(selectUser)
  const apiKeysLogic = useBoundFlow(bindApiKeys)
  const webhooksLogic = useBoundFlow(bindWebhooks)
  // A partner inside a customer never manages the customer's keys (the gateway refuses it too).
  const ownAdmin = user !== null && user !== undefined && !user.isAdminLoggedInAsCompany
  return (
    <IntegrationSettingsPage
      integration={company?.distribution.integration ?? null}
      apiKeys={
        ownAdmin ? (
          <>
            <ApiKeysPanel logic={apiKeysLogic} inspect={inspect} />
            <WebhooksPanel logic={webhooksLogic} inspect={inspect} />
          </>
        ) : null
      }
    />
  )
}
