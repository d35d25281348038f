import { jobQueueMachine } from '../../../../machines/support/job-queue.machine'
import { actOnJob, loadJobQueue } from '../../../api/support/job-queue'
import { gatewayCall, type FlowDeps } from '../deps'

export function bindJobQueue(deps: FlowDeps) {
  return jobQueueMachine.provide({
    actors: {
      loadJobs: gatewayCall(() => loadJobQueue(deps.api)),
      actOnJob: gatewayCall((input) => actOnJob(deps.api, input.job, input.action, input.reason)),
    },
    actions: { notify: (_, title) => deps.toast(title, 'success') },
  })
}
