import { useActorRef } from '@xstate/react'
import { ResellerOverviewPage } from '../../features/partner/overview/ResellerOverviewPage'
import { useBoundFlow } from '../browser-deps'
import { bindResellerOverview } from '../flows/partner/reseller-overview'
import { inspect } from '../inspector'

const options = inspect ? { inspect } : {}

/** /partner-portal/reseller/overview (behind its feature flag). */
export default function ResellerOverviewRoute() {
  const actor = useActorRef(useBoundFlow(bindResellerOverview), options)
  return <ResellerOverviewPage overview={actor} />
}
