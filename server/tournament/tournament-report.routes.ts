import { PATHS } from '../../src/domain/api-paths'
import { allow } from '../auth/access'
import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { ownTournament } from './tournaments'
import { TOURNAMENT } from '../../src/domain/tournament'
import type { GatewayEnv } from '../context'
import { invalid } from '../errors'
import { rowsOf } from '../exercise/totals'

const guard = allow.company()

// A tournament's statistics and its players' report (002 §6).
export function tournamentReportRoutes() {
  const app = new Hono<GatewayEnv>()
  // 002 §6: how many players solved 0 to 6 challenges, and how many played.
  app.get(PATHS.tournamentStatistics.pattern, guard, async (c) => {
    const { db } = c.var.deps
    const row = await ownTournament(db, c.req.param('companyId'), c.req.param('id'))
    const counts = await rowsOf<{ solved: number | null; n: number }>(
      db,
      sql`select solved, count(*)::int n from tournament_participants where tournament_id = ${row.id} group by solved`,
    )
    const solved = Array.from({ length: TOURNAMENT.maxChallenges + 1 }, (_, score) =>
      counts.filter((count) => count.solved === score).reduce((sum, count) => sum + count.n, 0),
    )
    return c.json({
      data: {
        solved,
        totalUsers: solved.reduce((sum, n) => sum + n, 0),
        assignedUsers: counts.reduce((sum, count) => sum + count.n, 0),
      },
    })
  })

  // 002 §7: the players with what they solved, paged (the report appends page after page).
  app.get(PATHS.tournamentUsersReport.pattern, guard, async (c) => {
    const { db } = c.var.deps
    const row = await ownTournament(db, c.req.param('companyId'), c.req.param('id'))
    const pageNumber = Number(c.req.query('pageNumber') ?? 0)
    const pageSize = Number(c.req.query('pageSize') ?? 25)
    if (!Number.isInteger(pageNumber) || pageNumber < 0 || pageNumber > 100_000)
      throw invalid([{ field: 'pageNumber', message: 'A whole number from 0.' }])
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100)
      throw invalid([{ field: 'pageSize', message: 'A whole number from 1 to 100.' }])
    const items = await rowsOf<{
      user_id: string
      name: string
      last_name: string
      email: string
      solved: number | null
    }>(
      db,
      sql`select p.user_id, u.name, u.last_name, u.email, p.solved
        from tournament_participants p join users u on u.id = p.user_id
        where p.tournament_id = ${row.id}
        order by p.solved desc nulls last, u.name, u.id
        limit ${pageSize} offset ${pageNumber * pageSize}`,
    )
    const [total] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int n from tournament_participants where tournament_id = ${row.id}`,
    )
    return c.json({
      data: {
        items: items.map((item) => ({
          userId: item.user_id,
          fullName: `${item.name} ${item.last_name}`.trim(),
          email: item.email,
          solved: item.solved,
        })),
        pageInfo: { totalCount: total?.n ?? 0, pageNumber, pageSize },
      },
    })
  })
  return app
}
