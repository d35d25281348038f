import { PATHS } from '../../src/domain/api-paths'
import { randomUUID } from 'node:crypto'
import { and, desc, eq, isNull, or } from 'drizzle-orm'
import { Hono } from 'hono'
import {
  CUSTOM_TRAINING_TEXTS,
  NewTraining,
  publishProblem,
  type DraftContent as Content,
} from '../../src/domain/custom-training'
import { isLanguage } from '../../src/domain/videos'
import { allow } from '../auth/access'
import type { GatewayEnv } from '../context'
import { courses, videos } from '../db/schema'
import { ApiError, notFound, body } from '../errors'
import { thumbnailUrlOf } from '../media/thumbnails'
import {
  DisableBody,
  PublishBody,
  SaveBody,
  columnsOf,
  contentOf,
  mediaIdsOf,
  mediaOf,
  ownCourse,
  ownCustom,
  trainingOf,
} from './custom-training'

const guard = allow.company()

export function customTrainingRoutes() {
  const app = new Hono<GatewayEnv>()

  app.get(PATHS.customTrainings.pattern, guard, async (c) => {
    const companyId = c.req.param('companyId')
    const rows = await c.var.deps.db
      .select()
      .from(courses)
      .where(
        and(
          eq(courses.customTrainingCompanyId, companyId),
          isNull(courses.sharedFromCourseId),
          eq(courses.deleted, false),
        ),
      )
      .orderBy(desc(courses.updatedAt))
    const items = await Promise.all(
      rows.map(async (row) => ({
        id: row.id,
        name: row.name,
        language: row.language,
        isDraft: row.isDraft,
        active: row.disabledAt === null,
        totalChapters: row.totalChapters,
        totalQuizzes: row.totalQuizzes,
        updatedAt: row.updatedAt.toISOString(),
        thumbnailUrl: await thumbnailUrlOf(c.var.deps, companyId, row.thumbnail),
      })),
    )
    return c.json({ items })
  })

  app.post(PATHS.customTrainings.pattern, guard, body(NewTraining), async (c) => {
    const body = c.req.valid('json')
    const companyId = c.req.param('companyId')
    if (!isLanguage(body.language))
      throw new ApiError(422, 'invalid_request', 'Language: choose one of the list')
    const content: Content = {
      name: body.name.trim(),
      description: body.description ?? '',
      thumbnail: null,
      cheatSheet: '',
      sections: [],
    }
    if (body.videoId) {
      const [video] = await c.var.deps.db
        .select()
        .from(videos)
        .where(
          and(eq(videos.id, body.videoId), or(isNull(videos.companyId), eq(videos.companyId, companyId))),
        )
      if (!video) throw notFound('Video not found')
      content.sections.push({
        id: `sec_${randomUUID()}`,
        title: 'Section 1',
        chapters: [
          {
            id: `chp_${randomUUID()}`,
            title: video.name,
            minutes: Math.max(1, Math.ceil(video.durationSeconds / 60)),
            hasQuiz: false,
            topics: [
              { id: `top_${randomUUID()}`, title: video.name, kind: 'video', mediaId: video.id, text: '' },
            ],
            quiz: [],
          },
        ],
      })
    }
    const id = `crs_custom_${randomUUID()}`
    await c.var.deps.db.insert(courses).values({
      id,
      courseType: 'awareness',
      category: 'Custom',
      language: body.language,
      languages: [body.language === 'he' ? 'iw' : body.language],
      customTrainingCompanyId: companyId,
      isDraft: true,
      ...columnsOf(content),
    })
    return c.json({ id }, 201)
  })

  app.get(PATHS.customTraining.pattern, guard, async (c) => {
    return c.json(await trainingOf(c, await ownCourse(c)))
  })

  app.put(PATHS.customTrainingDraft.pattern, guard, body(SaveBody), async (c) => {
    const { version, content } = c.req.valid('json')
    const course = await ownCourse(c)
    const companyId = c.req.param('companyId')
    const ids = mediaIdsOf(content)
    const known = new Set((await mediaOf(c.var.deps, companyId, ids)).map((item) => item.id))
    if (ids.some((id) => !known.has(id)))
      throw new ApiError(
        422,
        'invalid_request',
        'A topic or the thumbnail uses a file this company has not uploaded.',
      )
    if (!course.isDraft && publishProblem(content))
      throw new ApiError(422, 'custom_training/not_publishable', publishProblem(content)!)
    const [saved] = await c.var.deps.db
      .update(courses)
      .set({ ...columnsOf(content), version: version + 1, updatedAt: new Date() })
      .where(and(ownCustom(companyId, course.id), eq(courses.version, version)))
      .returning({ version: courses.version })
    if (!saved) throw new ApiError(409, 'custom_training/conflict', CUSTOM_TRAINING_TEXTS.conflict)
    return c.json({ version: saved.version })
  })

  app.post(PATHS.customTrainingPublish.pattern, guard, body(PublishBody), async (c) => {
    const body = c.req.valid('json')
    const course = await ownCourse(c, body.course_id)
    const problem = body.is_draft ? null : publishProblem(contentOf(course))
    if (problem) throw new ApiError(422, 'custom_training/not_publishable', problem)
    await c.var.deps.db
      .update(courses)
      .set({ isDraft: body.is_draft, updatedAt: new Date() })
      .where(eq(courses.id, course.id))
    return c.json({ isDraft: body.is_draft })
  })

  app.post(PATHS.customTrainingDisable.pattern, guard, body(DisableBody), async (c) => {
    const body = c.req.valid('json')
    const course = await ownCourse(c, body.course_id)
    await c.var.deps.db
      .update(courses)
      .set({ disabledAt: body.active ? null : new Date(), updatedAt: new Date() })
      .where(eq(courses.id, course.id))
    return c.json({ active: body.active })
  })

  /** 001 §7: a copy of a course the company can see (the platform's or its own) as a new draft of its own. */
  app.post(PATHS.courseClone.pattern, guard, async (c) => {
    const companyId = c.req.param('companyId')
    const [source] = await c.var.deps.db
      .select()
      .from(courses)
      .where(
        and(
          eq(courses.id, c.req.param('courseId')),
          eq(courses.deleted, false),
          eq(courses.isGaming, false),
          or(isNull(courses.customTrainingCompanyId), eq(courses.customTrainingCompanyId, companyId)),
        ),
      )
    if (!source) throw notFound('Course not found')
    const content = contentOf(source)
    // Another company's upload never travels with a copy: a platform course's topics play library videos.
    const id = `crs_custom_${randomUUID()}`
    await c.var.deps.db.insert(courses).values({
      id,
      courseType: source.courseType,
      category: 'Custom',
      language: source.language,
      languages: source.languages,
      customTrainingCompanyId: companyId,
      isDraft: true,
      ...columnsOf({ ...content, name: `${source.name} (copy)`.slice(0, 200), thumbnail: content.thumbnail }),
      thumbnail: source.thumbnail,
    })
    return c.json({ id }, 201)
  })

  return app
}
