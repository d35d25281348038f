import type { $Fetch } from 'ofetch'
import { create } from 'superstruct'
import { PATHS } from '../../domain/api-paths'
import { JobQueueOverview, type JobAction, type JobProblem } from '../../domain/job-queue'

/** GET platform/api/v1/jobs (ours, platform staff): the queues and the jobs retrying or dead-lettered. */
export async function loadJobQueue(api: $Fetch): Promise<JobQueueOverview> {
  return create(await api(PATHS.platformJobs), JobQueueOverview)
}

/** POST platform/api/v1/jobs/{queue}/{id}/{retry|cancel} with the reason the audit log keeps. */
export async function actOnJob(api: $Fetch, job: JobProblem, action: JobAction, reason: string) {
  await api(PATHS.platformJobAction(job.queue, job.id, action), { method: 'POST', body: { reason } })
}
