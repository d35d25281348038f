import { PATHS } from '../../src/domain/api-paths'
import { and, desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import type { UserChallenge } from '../../src/domain/tournament'
import { tournamentStatus } from '../../src/domain/tournament'
import { allow } from '../auth/access'
import type { GatewayEnv } from '../context'
import { requireCompanyUser } from '../users/company-user'
import { tournamentParticipants, tournaments } from '../db/schema'

/**
 * 001 §7 GET /ctf/api/v2/company/{companyId}/users/{userId}/challenge (002 §7: "a challenge call for a user",
 * no shape): the secure-code tournaments a user was given, newest first, with what they solved.
 */
export function userChallengeRoutes() {
  const app = new Hono<GatewayEnv>()
  app.get(PATHS.userChallenge.pattern, allow.company(), async (c) => {
    const { db } = c.var.deps
    const companyId = c.req.param('companyId')
    const userId = c.req.param('userId')
    await requireCompanyUser(db, companyId, userId)
    const now = c.var.deps.now?.() ?? new Date()
    const rows = await db
      .select({
        id: tournaments.id,
        startAt: tournaments.startAt,
        endAt: tournaments.endAt,
        challengesCount: tournaments.challengesCount,
        solved: tournamentParticipants.solved,
      })
      .from(tournamentParticipants)
      .innerJoin(tournaments, eq(tournaments.id, tournamentParticipants.tournamentId))
      .where(and(eq(tournamentParticipants.userId, userId), eq(tournaments.companyId, companyId)))
      .orderBy(desc(tournaments.startAt))
      .limit(50)
    const data: UserChallenge = {
      userId,
      solved: rows.reduce((sum, row) => sum + (row.solved ?? 0), 0),
      tournaments: rows.map((row) => ({
        id: row.id,
        status: tournamentStatus(row.startAt, row.endAt, now),
        startAt: row.startAt.toISOString(),
        endAt: row.endAt.toISOString(),
        challengesCount: row.challengesCount,
        solved: row.solved,
      })),
    }
    return c.json({ data })
  })
  return app
}
