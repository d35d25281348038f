import { useMemo } from 'react'
import CustomDomainsPage from '../../features/settings/CustomDomainsPage'
import { useFlowDeps } from '../browser-deps'
import { bindCustomDomains } from '../flows/custom-domains'
import { inspect } from '../inspector'

/** /settings/white-label: custom domains with their flow wired to the gateway. */
export default function WhiteLabelSettingsRoute() {
  const deps = useFlowDeps()
  const logic = useMemo(() => bindCustomDomains(deps), [deps])
  return <CustomDomainsPage logic={logic} inspect={inspect} />
}
