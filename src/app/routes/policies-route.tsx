import { useActorRef } from '@xstate/react'
import { PoliciesScreen } from '../../features/policies/PoliciesScreen'
import { useBoundFlow } from '../browser-deps'
import { bindPoliciesScreen } from '../flows/policies/policies-page'
import { inspect } from '../inspector'

/** /policies. */
export default function PoliciesRoute() {
  const screen = useActorRef(useBoundFlow(bindPoliciesScreen), inspect ? { inspect } : {})
  return <PoliciesScreen screen={screen} />
}
