import { BASE, PATHS } from '../../src/domain/api-paths'
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import type { CourseDetail, CourseSummary } from '../../src/domain/courses'
import { allow } from '../auth/access'
import type { GatewayEnv } from '../context'
import { courses, trainingCampaigns } from '../db/schema'
import { ApiError, forbidden, notFound } from '../errors'
import { courseStatistics } from './progress'
import { scormPackage } from './scorm'
import { SCORM_TEXTS, scormFileName } from '../../src/domain/scorm'
import { companies } from '../db/schema'
import { thumbnailUrlOf } from '../media/thumbnails'

// The course library and a course's pages (000 §7 GET /course/company/{id}; 001 §7 course calls): the courses a
// company can assign — the platform's and its own custom ones, gaming filtered out — with how many of its
// campaigns of each run now; one course's outline; its statistics from the learners' tasks.

const guard = allow.company()

type CourseRecord = typeof courses.$inferSelect

/** A company sees the platform's courses and its own custom ones, never another company's. */
const visibleTo = (companyId: string) =>
  and(
    eq(courses.deleted, false),
    or(isNull(courses.customTrainingCompanyId), eq(courses.customTrainingCompanyId, companyId)),
  )

export const summaryOf = (course: CourseRecord, running: number): CourseSummary => ({
  id: course.id,
  name: course.name,
  description: course.description,
  courseType: course.courseType as CourseSummary['courseType'],
  // A partner's course copied into the company is Shared; the company's own are Custom.
  category: (course.sharedFromCourseId
    ? 'Shared'
    : course.customTrainingCompanyId
      ? 'Custom'
      : course.category) as CourseSummary['category'],
  languages: course.languages,
  tags: course.tags as CourseSummary['tags'],
  thumbnail: course.thumbnail,
  totalChapters: course.totalChapters,
  totalQuizzes: course.totalQuizzes,
  totalTimeInMinutes: course.totalTimeInMinutes,
  freeChaptersNumber: course.freeChaptersNumber,
  isFree: course.isFree,
  isGaming: course.isGaming,
  runningCampaigns: running,
})

async function courseOf(c: Context<GatewayEnv>): Promise<CourseRecord> {
  const companyId = c.req.param('companyId')!
  const [course] = await c.var.deps.db
    .select()
    .from(courses)
    .where(and(eq(courses.id, c.req.param('courseId')!), visibleTo(companyId)))
  if (!course) throw notFound('Course not found')
  return course
}

async function runningOf(c: Context<GatewayEnv>, courseId?: string) {
  const rows = await c.var.deps.db
    .select({ courseId: trainingCampaigns.courseId, n: sql<number>`count(*)`.mapWith(Number) })
    .from(trainingCampaigns)
    .where(
      and(
        eq(trainingCampaigns.companyId, c.req.param('companyId')!),
        isNull(trainingCampaigns.dateEnded),
        eq(trainingCampaigns.status, 'running'),
        courseId ? eq(trainingCampaigns.courseId, courseId) : undefined,
      ),
    )
    .groupBy(trainingCampaigns.courseId)
  return new Map(rows.map((row) => [row.courseId, row.n]))
}

export function courseRoutes() {
  const app = new Hono<GatewayEnv>()

  app.get(PATHS.courses.pattern, guard, async (c) => {
    const rows = await c.var.deps.db
      .select()
      .from(courses)
      .where(
        and(
          visibleTo(c.req.param('companyId')),
          eq(courses.isGaming, false),
          // A draft or a disabled custom training is not assignable (001 §4).
          eq(courses.isDraft, false),
          isNull(courses.disabledAt),
        ),
      )
      .orderBy(asc(courses.sortOrder), asc(courses.name))
    const running = await runningOf(c)
    const companyId = c.req.param('companyId')
    const listed = await Promise.all(
      rows.map(async (row) => ({
        ...summaryOf(row, running.get(row.id) ?? 0),
        thumbnail: await thumbnailUrlOf(c.var.deps, companyId, row.thumbnail),
      })),
    )
    return c.json({ courses: listed })
  })

  app.get(PATHS.courseView.pattern, guard, async (c) => {
    const course = await courseOf(c)
    const running = await runningOf(c, course.id)
    const body: CourseDetail = {
      course: summaryOf(course, running.get(course.id) ?? 0),
      // The outline as the course pages read it; a custom training's topics and quiz stay in its editor.
      sections: course.sections.map((section) => ({
        id: section.id,
        title: section.title,
        chapters: section.chapters.map(({ id, title, minutes, hasQuiz }) => ({
          id,
          title,
          minutes,
          hasQuiz,
        })),
      })),
      isSpecial: course.isSpecial,
    }
    return c.json(body)
  })

  app.get(`${BASE.api}/course/:companyId/sections_by_course_id/:courseId`, guard, async (c) => {
    const course = await courseOf(c)
    return c.json({ sections: course.sections.map(({ id, title }) => ({ id, title })) })
  })

  app.get(`${BASE.api}/course/:companyId/chapters/:courseId`, guard, async (c) => {
    const course = await courseOf(c)
    return c.json({
      chapters: course.sections.flatMap((section) =>
        section.chapters.map((chapter) => ({ ...chapter, sectionId: section.id })),
      ),
    })
  })

  /** Ours: the statistics tab (the spec names the page and its legend, not the call). */
  app.get(PATHS.courseStatistics.pattern, guard, async (c) => {
    const course = await courseOf(c)
    return c.json(await courseStatistics(c.var.deps.db, c.req.param('companyId'), course.id))
  })

  /** Ours: the course as a SCORM 1.2 package (000 §8's SCORM messages when it may not be had). */
  app.get(PATHS.courseScorm.pattern, guard, async (c) => {
    const [company] = await c.var.deps.db
      .select({ features: companies.features })
      .from(companies)
      .where(eq(companies.id, c.req.param('companyId')))
    if (!company?.features.isScormEnabled) throw forbidden('scorm_not_accessible', SCORM_TEXTS.noAccess)
    const course = await courseOf(c)
    if (course.isGaming) throw new ApiError(409, 'scorm_not_available', SCORM_TEXTS.notAvailable)
    return new Response(Buffer.from(scormPackage(course)), {
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="${scormFileName(course.name)}"`,
      },
    })
  })
  return app
}
