import { useActorRef } from '@xstate/react'
import { useMemo } from 'react'
import { navigate } from 'wouter/use-browser-location'
import { PlanDialogs } from '../../features/licensing/PlanDialogs'
import { SessionActor } from '../../features/session/session-context'
import { useFlowDeps } from '../browser-deps'
import { inspect } from '../inspector'
import { bindPlan } from '../flows/licensing/plan'

/**
 * 002 §2.12: the Boost gate on the page a Boost-only page sent a company to (?modal=boost): after 1 s the
 * trial offer or the upgrade dialog; buying happens on /licensing, where the upgrade dialog carries the form.
 */
export default function BoostGateRoute() {
  const session = SessionActor.useActorRef()
  const deps = useFlowDeps()
  const logic = useMemo(() => bindPlan(deps, session, () => navigate('/licensing')), [deps, session])
  const actor = useActorRef(logic, {
    input: { modal: 'boost', licensesAdded: false },
    ...(inspect ? { inspect } : {}),
  })
  return <PlanDialogs actor={actor} purchase={null} onUpgrade={() => navigate('/licensing?modal=upgrade')} />
}
