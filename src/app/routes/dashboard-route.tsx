import { useActorRef } from '@xstate/react'
import { useMemo } from 'react'
import { useLocation } from 'wouter'
import {
  DASHBOARD_DEPARTMENTS_QUERY,
  DASHBOARD_TABS,
  DASHBOARD_USERS_QUERY,
  type DashboardTab,
} from '../../domain/dashboard-tabs'
import { parseListQuery } from '../../domain/list-query'
import { DashboardTabsPage } from '../../features/reports/DashboardTabsPage'
import { useFlowDeps } from '../browser-deps'
import { bindDashboardTab } from '../flows/reports/report-page'
import { inspect } from '../inspector'

const options = inspect ? { inspect } : {}

const tabOf = (path: string): DashboardTab =>
  DASHBOARD_TABS.find((tab) => path.endsWith(`/${tab}`)) ?? 'company'

/** /dashboard/{tab}: one report machine per tab, the users' and departments' query from the address. */
export default function DashboardRoute() {
  const [path] = useLocation()
  const tab = tabOf(path)
  return <DashboardTabRoute key={tab} tab={tab} />
}

function DashboardTabRoute({ tab }: { tab: DashboardTab }) {
  const deps = useFlowDeps()
  const logic = useMemo(() => bindDashboardTab(deps, tab), [deps, tab])
  const query = useMemo(
    () =>
      parseListQuery(
        tab === 'company' ? '' : window.location.search,
        tab === 'users' ? DASHBOARD_USERS_QUERY : DASHBOARD_DEPARTMENTS_QUERY,
      ),
    [tab],
  )
  const report = useActorRef(logic, { ...options, input: { query } })
  return <DashboardTabsPage tab={tab} report={report} />
}
