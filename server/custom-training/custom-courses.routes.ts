import { BASE } from '../../src/domain/api-paths'
import { and, eq, isNull } from 'drizzle-orm'
import { Hono } from 'hono'
import { array, boolean, integer, object, size, string } from 'superstruct'
import { allow } from '../auth/access'
import type { GatewayEnv } from '../context'
import { courses } from '../db/schema'
import { ApiError, notFound, body } from '../errors'

// A company's own custom course changed (001 §4 custom training: topics and chapters added, renamed, reordered
// or deleted). Ours until the custom training editor (issue 30) brings its calls: the outline replaced whole,
// the totals counted again and the version raised, so customers holding a copy see "update available". A
// customer's copy of a partner's course is the partner's to change, never its own.

const Chapter = object({
  id: size(string(), 1, 100),
  title: size(string(), 1, 200),
  minutes: size(integer(), 1, 600),
  hasQuiz: boolean(),
})
const Section = object({
  id: size(string(), 1, 100),
  title: size(string(), 1, 200),
  chapters: size(array(Chapter), 1, 100),
})
const Outline = object({ sections: size(array(Section), 1, 50) })

export function customCourseRoutes() {
  const app = new Hono<GatewayEnv>()

  app.put(
    `${BASE.api}/custom-training/:companyId/course/:courseId/sections`,
    allow.company(),
    body(Outline),
    async (c) => {
      const { sections } = c.req.valid('json')
      const { db } = c.var.deps
      const [course] = await db
        .select()
        .from(courses)
        .where(
          and(
            eq(courses.id, c.req.param('courseId')),
            eq(courses.customTrainingCompanyId, c.req.param('companyId')),
            eq(courses.deleted, false),
          ),
        )
      if (!course) throw notFound('Course not found')
      if (course.sharedFromCourseId)
        throw new ApiError(409, 'shared_copy', 'A shared course is changed by the partner who shared it.')
      const chapters = sections.flatMap((section) => section.chapters)
      const [updated] = await db
        .update(courses)
        .set({
          sections,
          totalChapters: chapters.length,
          totalQuizzes: chapters.filter((chapter) => chapter.hasQuiz).length,
          totalTimeInMinutes: chapters.reduce((sum, chapter) => sum + chapter.minutes, 0),
          version: course.version + 1,
        })
        .where(and(eq(courses.id, course.id), isNull(courses.sharedFromCourseId)))
        .returning({ version: courses.version })
      return c.json({ version: updated!.version })
    },
  )
  return app
}
