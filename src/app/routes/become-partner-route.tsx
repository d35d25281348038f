import { useActorRef } from '@xstate/react'
import { BecomePartnerPage } from '../../features/become-partner/BecomePartnerPage'
import { useBoundFlow } from '../browser-deps'
import { bindBecomePartner } from '../flows/become-partner/become-partner'
import { inspect } from '../inspector'

const options = inspect ? { inspect } : {}

/** /become-partner. */
export default function BecomePartnerRoute() {
  const actor = useActorRef(useBoundFlow(bindBecomePartner), options)
  return <BecomePartnerPage actor={actor} />
}
