import { useActorRef } from '@xstate/react'
import { useEffect, useMemo } from 'react'
import { useLocation, useSearch } from 'wouter'
import { todayIn } from '../../domain/today'
import { SimulationSharePage } from '../../features/simulation/share/SimulationSharePage'
import { useFlowDeps } from '../browser-deps'
import { companyIdOf } from '../flows/deps'
import { bindSimulationShare, shareQueryOf, shareSearchOf } from '../flows/simulation/simulation-share'
import { inspect } from '../inspector'
import { useCompanyZone } from '../company-zone'

const options = inspect ? { inspect } : {}

/** /phishing-simulation/share/{campaignId}: the partner's campaign and the customers it is shared with. */
export default function SimulationShareRoute() {
  const [path] = useLocation()
  // /phishing-simulation/share/{campaignId}
  const campaignId = decodeURIComponent(path.split('/')[3] ?? '')
  const search = useSearch()
  const query = shareQueryOf(search)
  const deps = useFlowDeps()
  const logic = useMemo(() => bindSimulationShare(deps, campaignId), [deps, campaignId])
  const timeZone = useCompanyZone()
  const share = useActorRef(logic, {
    ...options,
    input: {
      companyId: companyIdOf(deps),
      campaignId,
      query,
      timeZone,
      today: todayIn(timeZone, new Date()),
    },
  })
  const key = shareSearchOf(query)
  useEffect(() => {
    share.send({ type: 'share.query', query })
    // The query is rebuilt on every render; its address says when it really changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [share, key])
  return <SimulationSharePage share={share} />
}
