import Papa from 'papaparse'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MonthlyVideoStatistics } from '../../../src/domain/monthly-video-report'
import { monthlyVideoAssignments, userTasks } from '../../../server/db/schema'
import { backend, startSignedIn, type TestGateway } from '../gateway'

// The monthly video report (issue 28; 002 §7 monthly_video/*): Globex's months, each counted here from its
// learners' tasks; the video filter, CSV; another company's video and a company without Boost refused.

let gateway: TestGateway, globex: string, acme: string
beforeAll(async () => {
  ;[gateway, globex, acme] = await startSignedIn('owner@globex.example', 'admin@acme.example')
})
afterAll(() => gateway.close())

const call = (path: string, token = globex, accept = 'application/json', company = 'cmp_globex') =>
  gateway.app.request(`/reports/api/v1/company/${company}/${path}`, {
    headers: { Authorization: `Bearer ${token}`, Accept: accept },
  })

type Row = {
  id: string
  month: string
  assigned: number
  watched: number
  overdue: number
  notWatched: number
}

describe(`monthly video report (${backend})`, () => {
  it('counts each month’s learners from their tasks, filters by video and exports the rows', async () => {
    const page = (await (await call('monthly_video/report?range=1y&pageSize=100')).json()) as { items: Row[] }
    const given = await gateway.database.db
      .select()
      .from(monthlyVideoAssignments)
      .where(eq(monthlyVideoAssignments.companyId, 'cmp_globex'))
    expect(page.items.map((row) => row.id).sort()).toEqual(given.map((row) => row.id).sort())
    expect(page.items.map((row) => row.month)).toEqual(
      [...page.items.map((row) => row.month)].sort().reverse(),
    )
    const now = Date.now()
    for (const row of page.items) {
      const tasks = await gateway.database.db
        .select()
        .from(userTasks)
        .where(and(eq(userTasks.sourceId, row.id), eq(userTasks.kind, 'monthlyVideo')))
      const watched = tasks.filter((task) => task.status === 'completed').length
      const overdue = tasks.filter(
        (task) => task.status !== 'completed' && task.dueAt && task.dueAt.getTime() < now,
      ).length
      expect(row).toMatchObject({
        assigned: tasks.length,
        watched,
        overdue,
        notWatched: tasks.length - watched - overdue,
      })
    }
    const stats = (await (await call('monthly_video/statistics?range=1y')).json()) as MonthlyVideoStatistics
    expect(stats.watched).toBe(page.items.reduce((sum, row) => sum + row.watched, 0))

    const videos = (await (await call('lists/monthly_videos')).json()) as { videos: { id: string }[] }
    const first = given[0]!
    const filtered = (await (
      await call(`monthly_video/report?range=1y&videoIds=${first.videoId}`)
    ).json()) as {
      items: Row[]
    }
    expect(filtered.items.map((row) => row.id)).toEqual([first.id])
    expect(videos.videos.map((video) => video.id)).toContain(first.videoId)

    const csv = Papa.parse<string[]>(
      (await (await call('monthly_video/report?range=1y', globex, 'text/csv')).text()).trim(),
    )
    expect(csv.data.length - 1).toBe(page.items.length)

    const refused = await call('monthly_video/report?videoIds=vid_nope')
    expect(refused.status).toBe(422)
    expect(JSON.stringify(await refused.json())).toContain('Unknown video in the filter.')
    expect((await call('monthly_video/report', acme, 'application/json', 'cmp_globex')).status).toBe(403)
  })
})
