import { useActorRef } from '@xstate/react'
import { useMemo } from 'react'
import { boosted } from '../../domain/plan'
import { ReportsHubPage } from '../../features/reports/ReportsHubPage'
import { useFlowDeps } from '../browser-deps'
import { bindReportsHub } from '../flows/reports/reports-hub'
import { inspect } from '../inspector'

const options = inspect ? { inspect } : {}

/** /reports. */
export default function ReportsHubRoute() {
  const deps = useFlowDeps()
  const logic = useMemo(() => bindReportsHub(deps), [deps])
  const plan = deps.who().company?.subscription
  const hub = useActorRef(logic, {
    ...options,
    input: { boosted: plan ? boosted(plan.hasBoost, plan.trial.status) : false },
  })
  return <ReportsHubPage hub={hub} />
}
