import { getStartedMachine, type GetStartedInput } from '../../../../machines/home/get-started.machine'
import { dashboardFigures, figuresIn, getStartedStatus } from '../../../api/home/dashboard'
import { drawnAnswers } from '../../drawn-page'
import { startAnnualTraining } from '../../../api/users/users'
import { listKey, loadThroughCache, prefetchList } from '../../list-cache'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'

const statusOf = (deps: FlowDeps) =>
  loadThroughCache(listKey(deps, 'getStarted.status', null), () =>
    getStartedStatus(deps.api, companyIdOf(deps)),
  )
const figuresOf = (deps: FlowDeps) =>
  loadThroughCache(listKey(deps, 'getStarted.figures', null), () =>
    dashboardFigures(deps.api, companyIdOf(deps)),
  )

/**
 * /home's first data, fetched while the shell draws (a page load lands on /home): the flags and, beside them,
 * the figures. Most companies that have run any training see the dashboard, so its five calls leave with the
 * flags instead of a round trip later; for a company whose flags choose another page they are not taken
 * (and the page asks afresh should it reach the dashboard after the prefetch has aged).
 */
export function prefetchGetStarted(deps: FlowDeps): void {
  void prefetchList(listKey(deps, 'getStarted.status', null), () =>
    getStartedStatus(deps.api, companyIdOf(deps)),
  ).catch(() => undefined)
  void prefetchList(listKey(deps, 'getStarted.figures', null), () =>
    dashboardFigures(deps.api, companyIdOf(deps)),
  ).catch(() => undefined)
}

/** /home's flags and figures from the answers the gateway drew the page from, when it did; else nothing. */
export function drawnGetStarted(deps: FlowDeps): GetStartedInput {
  const answers = drawnAnswers()
  return (answers && figuresIn(answers, companyIdOf(deps))) ?? {}
}

/** /home: the flags, the dashboard figures and Start Training; invite users opens the add-users drawer. */
export function bindGetStarted(deps: FlowDeps) {
  return getStartedMachine.provide({
    actors: {
      loadStatus: gatewayCall(() => statusOf(deps)),
      loadFigures: gatewayCall(() => figuresOf(deps)),
      startTraining: gatewayCall(() => startAnnualTraining(deps.api, companyIdOf(deps))),
    },
    actions: {
      notify: (_, toast) => deps.toast(toast.title, toast.type),
      openAddUsers: () => deps.navigate('/users/all_users?modal=addUsers'),
      openUpgrade: () => deps.navigate('/licensing?modal=upgrade'),
    },
  })
}
