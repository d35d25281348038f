import { useMemo } from 'react'
import SsoSettingsPage from '../../features/settings/SsoSettingsPage'
import { useFlowDeps } from '../browser-deps'
import { bindSsoSettings } from '../flows/settings/sso-settings'
import { inspect } from '../inspector'

/** /settings/single-sign-on with its flow wired to the gateway. */
export default function SsoSettingsRoute() {
  const deps = useFlowDeps()
  const logic = useMemo(() => bindSsoSettings(deps), [deps])
  return <SsoSettingsPage logic={logic} inspect={inspect} />
}
