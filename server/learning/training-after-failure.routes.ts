import { PATHS } from '../../src/domain/api-paths'
import { and, eq, isNull, or } from 'drizzle-orm'
import { Hono } from 'hono'
import { boolean, integer, nullable, object, size, string } from 'superstruct'
import { ID_LENGTH_MAX, TRAINING_DAYS_MAX } from '../../src/domain/request-limits'
import { AFTER_FAILURE_DEFAULT_DAYS, type AfterFailureSetting } from '../../src/domain/training-after-failure'
import { allow } from '../auth/access'
import type { GatewayEnv } from '../context'
import { companies, courses } from '../db/schema'
import { notFound, body } from '../errors'

// Ours (issue 27): the company's training after failure — which course whoever fails a phishing test
// receives, after which failures, and in how many days. Off is a null course.

const guard = allow.company()

const Body = object({
  courseId: nullable(size(string(), 1, ID_LENGTH_MAX)),
  days: size(integer(), 1, TRAINING_DAYS_MAX),
  onSimulation: boolean(),
  onExercise: boolean(),
})

export function trainingAfterFailureRoutes() {
  const app = new Hono<GatewayEnv>()

  app.get(PATHS.trainingAfterFailure.pattern, guard, async (c) => {
    const { db } = c.var.deps
    const [company] = await db
      .select({ setting: companies.trainingAfterFailure })
      .from(companies)
      .where(eq(companies.id, c.req.param('companyId')))
    if (!company) throw notFound('Company not found')
    const setting = company.setting
    const [course] = setting
      ? await db.select({ name: courses.name }).from(courses).where(eq(courses.id, setting.courseId))
      : []
    const answer: AfterFailureSetting = {
      courseId: setting?.courseId ?? null,
      courseName: course?.name ?? null,
      days: setting?.days ?? AFTER_FAILURE_DEFAULT_DAYS,
      onSimulation: setting?.onSimulation ?? true,
      onExercise: setting?.onExercise ?? true,
    }
    return c.json(answer)
  })

  app.put(PATHS.trainingAfterFailure.pattern, guard, body(Body), async (c) => {
    const body = c.req.valid('json')
    const companyId = c.req.param('companyId')
    const { db } = c.var.deps
    if (body.courseId) {
      // A course the company may assign: the catalogue's (not gaming) or its own custom one.
      const [course] = await db
        .select({ id: courses.id })
        .from(courses)
        .where(
          and(
            eq(courses.id, body.courseId),
            eq(courses.isGaming, false),
            or(isNull(courses.customTrainingCompanyId), eq(courses.customTrainingCompanyId, companyId)),
          ),
        )
      if (!course) throw notFound('Course not found')
    }
    await db
      .update(companies)
      .set({
        trainingAfterFailure: body.courseId
          ? {
              courseId: body.courseId,
              days: body.days,
              onSimulation: body.onSimulation,
              onExercise: body.onExercise,
            }
          : null,
      })
      .where(eq(companies.id, companyId))
    return c.body(null, 204)
  })
  return app
}
