import { useActorRef } from '@xstate/react'
import { useLocation } from 'wouter'
import type { DeveloperTab } from '../../features/developers/DeveloperAreaPage'
import { DevelopersScreen } from '../../features/developers/DevelopersScreen'
import { useBoundFlow } from '../browser-deps'
import { useCompanyZone } from '../company-zone'
import { bindDevelopersScreen } from '../flows/developers/developers-screen'
import { inspect } from '../inspector'

/** /for-developers/preview|statistics|settings: one machine for the page, the area and the tournament setup. */
export default function DevelopersRoute() {
  const zone = useCompanyZone()
  const [path] = useLocation()
  const tab: DeveloperTab = path.endsWith('/statistics')
    ? 'statistics'
    : path.endsWith('/settings')
      ? 'settings'
      : 'preview'
  const screen = useActorRef(useBoundFlow(bindDevelopersScreen), {
    input: { zone },
    ...(inspect ? { inspect } : {}),
  })
  return <DevelopersScreen screen={screen} tab={tab} />
}
