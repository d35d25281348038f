import { PATHS } from '../../src/domain/api-paths'
import { allow } from '../auth/access'
import { and, eq, notExists } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { number, object, optional, string } from 'superstruct'
import { ratingError, SURVEY_PLATFORM, surveyMessageError } from '../../src/domain/survey'
import type { GatewayEnv } from '../context'
import { surveyResponses, surveys } from '../db/schema'
import { ApiError, forbidden, notFound, body } from '../errors'

// Feedback surveys (002 §7 "Survey"): the surveys still waiting for this user on this platform, and their
// answer, once. The rating is checked here as in the drawer: required, 1 to 5.

const guard = allow.company()

function assertSelf(c: Context<GatewayEnv>) {
  if (c.req.param('userId') !== c.var.auth.user.id)
    throw forbidden('not_own_survey', 'Surveys are answered by each user for themself.')
}

function platformOf(c: Context<GatewayEnv>) {
  const platform = c.req.query('platform') ?? ''
  if (platform !== SURVEY_PLATFORM) throw new ApiError(422, 'invalid_platform', 'Unknown platform.')
  return platform
}

export function surveyRoutes() {
  const app = new Hono<GatewayEnv>()

  app.get(PATHS.surveys.pattern, guard, async (c) => {
    assertSelf(c)
    const platform = platformOf(c)
    const userId = c.var.auth.user.id
    const rows = await c.var.deps.db
      .select({ surveyId: surveys.id, name: surveys.name })
      .from(surveys)
      .where(
        and(
          eq(surveys.isActive, true),
          eq(surveys.platform, platform),
          notExists(
            c.var.deps.db
              .select({ one: surveyResponses.surveyId })
              .from(surveyResponses)
              .where(and(eq(surveyResponses.surveyId, surveys.id), eq(surveyResponses.userId, userId))),
          ),
        ),
      )
      .orderBy(surveys.createdAt)
    return c.json({ surveys: rows })
  })

  app.post(
    PATHS.surveyResponse.pattern,
    guard,
    body(object({ rating: number(), message: optional(string()) })),
    async (c) => {
      assertSelf(c)
      const platform = platformOf(c)
      const body = c.req.valid('json')
      const problem = ratingError(body.rating) ?? surveyMessageError(body.message ?? '')
      if (problem) throw new ApiError(422, 'invalid_survey_response', problem)
      const { db } = c.var.deps
      const [survey] = await db
        .select()
        .from(surveys)
        .where(
          and(
            eq(surveys.id, c.req.param('surveyId')),
            eq(surveys.isActive, true),
            eq(surveys.platform, platform),
          ),
        )
      if (!survey) throw notFound('Survey not found')
      const inserted = await db
        .insert(surveyResponses)
        .values({
          surveyId: survey.id,
          userId: c.var.auth.user.id,
          companyId: c.req.param('companyId'),
          platform,
          rating: body.rating,
          message: (body.message ?? '').trim(),
        })
        .onConflictDoNothing()
        .returning({ surveyId: surveyResponses.surveyId })
      if (inserted.length === 0)
        throw new ApiError(409, 'survey_already_answered', 'You have already answered this survey.')
      return c.body(null, 204)
    },
  )
  return app
}
