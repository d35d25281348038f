import { PATHS } from '../../src/domain/api-paths'
import { Hono } from 'hono'
import { JobActionBody } from '../../src/domain/job-queue'
import { PLATFORM_ROLES } from '../../src/domain/platform-companies'
import { allow } from '../auth/access'
import { recordAudit } from '../audit/record'
import type { GatewayEnv } from '../context'
import { ApiError, body } from '../errors'
import { isJobQueueName } from '../jobs/queues'
import { cancelJob, jobCompanyOf, jobQueueOverview, queueOf, retryJob } from '../jobs/staff-view'

// Ours (issue 63): platform staff read the background job queue and retry or cancel one job, with a reason the
// audit log keeps (the log of the company the job works for, else the staff member's own).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function jobQueueRoutes() {
  const app = new Hono<GatewayEnv>()

  app.get(PATHS.platformJobs, allow.signedIn(PLATFORM_ROLES), async (c) => {
    queueOf(c.var.deps)
    return c.json(await jobQueueOverview(c.var.deps.db))
  })

  app.post(
    PATHS.platformJobAction.pattern,
    allow.signedIn(PLATFORM_ROLES),
    body(JobActionBody),
    async (c) => {
      const { queue, jobId, action } = c.req.param()
      const { reason } = c.req.valid('json')
      const jobs = queueOf(c.var.deps)
      if (!isJobQueueName(queue) || !UUID.test(jobId)) throw new ApiError(404, 'not_found', 'No such job.')
      const companyId = (await jobCompanyOf(c.var.deps.db, jobId)) ?? c.var.auth.company.id
      if (action === 'retry') await retryJob(jobs.boss, queue, jobId)
      else await cancelJob(jobs.boss, queue, jobId)
      const { user, company } = c.var.auth
      await recordAudit(c.var.deps.db, {
        companyId,
        actorUserId: user.id,
        actorEmail: user.email,
        actorCompanyName: company.name,
        actorKind: companyId === company.id ? 'own' : 'staff',
        action: action === 'retry' ? 'jobRetried' : 'jobCancelled',
        subject: `${queue} ${jobId}`,
        reason,
      })
      return c.json({ ok: true })
    },
  )

  return app
}
