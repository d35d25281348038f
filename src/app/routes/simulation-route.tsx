import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import { useLocation, useSearch } from 'wouter'
import { navigate } from 'wouter/use-browser-location'
import type { SimulationPosition } from '../../../machines/simulation/simulation-campaigns.machine'
import { SIMULATION_LIST_PAGE_SIZE } from '../../domain/simulation/campaign'
import { SimulationListPage } from '../../features/simulation/SimulationListPage'
import { useBoundFlow, useFlowDeps } from '../browser-deps'
import {
  bindSimulationCampaigns,
  simulationPages,
  simulationPositionOf,
} from '../flows/simulation/simulation-campaigns'
import { inspect } from '../inspector'

const options = inspect ? { inspect } : {}

function addressOf(position: SimulationPosition) {
  const params = new URLSearchParams()
  if (position.pageNumber > 0) params.set('pageNumber', String(position.pageNumber))
  if (position.pageSize !== SIMULATION_LIST_PAGE_SIZE) params.set('pageSize', String(position.pageSize))
  const query = params.toString()
  return `/phishing-simulation/${position.tab}${query ? `?${query}` : ''}`
}

/** /phishing-simulation/active and /archived: the simulation cards. */
export default function SimulationRoute() {
  const [path] = useLocation()
  const search = useSearch()
  const position = simulationPositionOf(path, search)
  const deps = useFlowDeps()
  const list = useActorRef(useBoundFlow(bindSimulationCampaigns), {
    ...options,
    input: {
      position,
      cachedPage: simulationPages.last(deps, position),
      canShare: deps.who().company?.distribution.isPartner === true,
    },
  })
  const key = `${position.tab}:${position.pageNumber}:${position.pageSize}`
  useEffect(() => {
    list.send({ type: 'list.show', position })
    // The position is rebuilt on every render; its key says when the address really changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list, key])
  return <SimulationListPage list={list} onPosition={(next) => navigate(addressOf(next))} />
}
