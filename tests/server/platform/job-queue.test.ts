// @module-tag engine (the job queue): also runs on Postgres, see docs/testing.md.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PATHS } from '../../../src/domain/api-paths'
import type { AuditEntry } from '../../../src/domain/audit-log'
import type { JobQueueOverview } from '../../../src/domain/job-queue'
import { DEAD_LETTERS, JOB_QUEUES } from '../../../server/jobs/queues'
import { monthOf } from '../../../server/monthly-video/assign'
import { bearer, json, signIn, startGateway, type TestGateway } from '../gateway'
import { settled } from '../job-queue'

// The background job queue as platform staff see it (issue 63): every queue with its schedule; a job whose work
// keeps failing is retried with the queue's backoff, then ends in the dead letters with its error; staff retry it
// once the cause is fixed (with a reason the audit log keeps) and it runs again, or cancel it. Others are refused.

let gateway: TestGateway, staff: string, admin: string
beforeAll(async () => {
  gateway = await startGateway({ jobs: true })
  staff = (await signIn(gateway, 'support@platform.example')).token
  admin = (await signIn(gateway, 'admin@acme.example')).token
}, 60_000)
afterAll(() => gateway.close())

const overview = async () => {
  const response = await gateway.app.request(PATHS.platformJobs, bearer(staff))
  expect(response.status).toBe(200)
  return (await response.json()) as JobQueueOverview
}
const act = (queue: string, id: string, action: 'retry' | 'cancel', reason?: string, token = staff) =>
  gateway.app.request(PATHS.platformJobAction(queue, id, action), {
    ...json(reason === undefined ? {} : { reason }),
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
  })
const until = async <T>(read: () => Promise<T | undefined>, what: string): Promise<T> => {
  const deadline = Date.now() + 20_000
  for (;;) {
    const value = await read()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`still waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
}

describe('the job queue for platform staff', () => {
  it('lists every queue with its schedule, and refuses anyone but platform staff', async () => {
    const seen = await overview()
    expect(seen.queues.map((queue) => queue.name)).toEqual(JOB_QUEUES.map((queue) => queue.name))
    expect(seen.queues.find((queue) => queue.name === 'scheduled-reports')?.schedule).toBe('* * * * *')
    expect(seen.problems).toEqual([])
    expect((await gateway.app.request(PATHS.platformJobs, bearer(admin))).status).toBe(403)
    expect((await gateway.app.request(PATHS.platformJobs)).status).toBe(401)
    expect((await act(DEAD_LETTERS, crypto.randomUUID(), 'retry', 'x', admin)).status).toBe(403)
    // The development twin answers the same, from this machine.
    const dev = (await (await gateway.app.request('/__dev/jobs')).json()) as JobQueueOverview
    expect(dev.queues.map((queue) => queue.name)).toEqual(seen.queues.map((queue) => queue.name))
  })

  it('retries a failing job with backoff, dead-letters it with its error, and runs it again when staff retry', async () => {
    const { db } = gateway.database
    const jobs = gateway.jobs!
    await db.execute(
      sql`update companies set monthly_video = ${JSON.stringify({ enabled: true, assignmentType: 'ALL_USERS', departmentIds: [], groupIds: [], daysToComplete: 10 })}::jsonb where id = 'cmp_acme'`,
    )
    // The cause: the table the gift is written to is gone for a while.
    await db.execute(sql`alter table monthly_video_assignments rename to monthly_video_assignments_away`)
    const month = monthOf(new Date())
    const id = await jobs.boss.send(
      'monthly-video',
      { companyId: 'cmp_acme', month },
      { retryLimit: 1, retryDelay: 1, retryBackoff: false, singletonKey: `cmp_acme:${month}` },
    )
    const retrying = await until(async () => {
      const seen = await overview()
      return seen.problems.find((problem) => problem.id === id && problem.kind === 'retrying')
        ? seen
        : undefined
    }, 'the retrying job')
    const queue = retrying.queues.find((row) => row.name === 'monthly-video')!
    expect(queue.lastError?.message).toMatch(/monthly_video_assignments/)
    expect(await settled(jobs.boss, 'monthly-video', id!)).toMatchObject({ state: 'failed' })
    const dead = await until(
      async () => (await overview()).problems.find((problem) => problem.kind === 'dead'),
      'the dead letter',
    )
    expect(dead).toMatchObject({
      queue: DEAD_LETTERS,
      source: 'monthly-video',
      sourceTitle: JOB_QUEUES.find((row) => row.name === 'monthly-video')!.title,
      attempts: 2,
    })
    expect(dead.error).toMatch(/monthly_video_assignments/)

    // A reason is required; the cause fixed, the retry runs the work through its own queue again.
    expect((await act(DEAD_LETTERS, dead.id, 'retry')).status).toBe(422)
    expect((await act(DEAD_LETTERS, dead.id, 'retry', '   ')).status).toBe(422)
    await db.execute(sql`alter table monthly_video_assignments_away rename to monthly_video_assignments`)
    expect((await act(DEAD_LETTERS, dead.id, 'retry', 'The assignments table is back')).status).toBe(200)
    expect((await act(DEAD_LETTERS, dead.id, 'retry', 'Again')).status).toBe(409)
    const again = await until(async () => {
      const [job] = (await jobs.boss.findJobs('monthly-video', { key: `cmp_acme:${month}` })).filter(
        (row) => row.id !== id && row.state === 'completed',
      )
      return job
    }, 'the retried job')
    expect(again.output).toMatchObject({ given: true })
    expect((await overview()).problems).toEqual([])

    const log = await gateway.app.request(PATHS.auditLog('cmp_acme'), bearer(admin))
    const entries = ((await log.json()) as { items: AuditEntry[] }).items
    expect(entries[0]).toMatchObject({
      action: 'jobRetried',
      actorKind: 'staff',
      actorEmail: 'support@platform.example',
      reason: 'The assignments table is back',
    })
  })

  it('cancels a dead letter with a reason, once', async () => {
    const jobs = gateway.jobs!
    const deadId = await jobs.boss.send(DEAD_LETTERS, { companyId: 'cmp_acme' })
    expect((await act(DEAD_LETTERS, deadId!, 'cancel', 'Not needed any more')).status).toBe(200)
    expect((await act(DEAD_LETTERS, deadId!, 'cancel', 'Not needed any more')).status).toBe(409)
    expect((await act('no-such-queue', deadId!, 'cancel', 'x')).status).toBe(404)
    expect((await act(DEAD_LETTERS, 'not-an-id', 'cancel', 'x')).status).toBe(404)
    expect((await overview()).problems).toEqual([])
  })
})
