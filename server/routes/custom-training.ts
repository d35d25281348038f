import { randomUUID } from 'node:crypto'
import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { boolean, number, object, size, string } from 'superstruct'
import {
  CUSTOM_TRAINING_TEXTS,
  DraftContent,
  NewTraining,
  publishProblem,
  totalsOf,
  type CustomTraining,
  type Chapter,
  type DraftContent as Content,
} from '../../src/domain/custom-training'
import { isLanguage } from '../../src/domain/videos'
import { allow } from '../auth/access'
import type { GatewayEnv, GatewayDeps } from '../context'
import { courses, mediaUploads, videos } from '../db/schema'
import { ApiError, notFound, readBody } from '../errors'
import { mediaUrl } from '../media/signed-urls'
import { thumbnailUrlOf } from '../media/thumbnails'

// Custom training (001 §2 editor, §3 editing state, §4 draft → publish, clone, disable / activate; §7
// publish and disable_custom_training, clone). Ours where the spec shows no path: the list, create, read and
// the draft save. The save carries the version the editor started from: a save over a newer version (another
// tab, another admin) is refused with 409, never merged blindly, and the editor keeps what was typed.

const guard = allow.company()
type CourseRow = typeof courses.$inferSelect

const ownCustom = (companyId: string, courseId: string) =>
  and(
    eq(courses.id, courseId),
    eq(courses.customTrainingCompanyId, companyId),
    isNull(courses.sharedFromCourseId),
    eq(courses.deleted, false),
  )

async function ownCourse(c: Context<GatewayEnv>, courseId = c.req.param('courseId')!) {
  const [course] = await c.var.deps.db
    .select()
    .from(courses)
    .where(ownCustom(c.req.param('companyId')!, courseId))
  if (!course) throw notFound('Training not found')
  return course
}

/** The stored outline as the editor's content (platform outlines have no topics or quiz). */
export const contentOf = (course: CourseRow): Content => ({
  name: course.name,
  description: course.description,
  thumbnail: course.thumbnail?.startsWith('upload:') ? course.thumbnail.slice(7) : null,
  cheatSheet: course.cheatSheet,
  sections: course.sections.map((section) => ({
    id: section.id,
    title: section.title,
    chapters: section.chapters.map((chapter): Chapter => ({
      id: chapter.id,
      title: chapter.title,
      minutes: chapter.minutes,
      hasQuiz: chapter.hasQuiz,
      topics: chapter.topics ?? [],
      quiz: chapter.quiz ?? [],
    })),
  })),
})

const mediaIdsOf = (content: Content) => [
  ...new Set([
    ...(content.thumbnail ? [content.thumbnail] : []),
    ...content.sections.flatMap((s) =>
      s.chapters.flatMap((ch) => ch.topics.flatMap((t) => (t.mediaId ? [t.mediaId] : []))),
    ),
  ]),
]

/** The uploads and library videos a draft uses, with signed addresses; ids the company cannot use are left out. */
async function mediaOf(deps: GatewayDeps, companyId: string, ids: string[]) {
  if (!ids.length) return []
  const uploads = await deps.db
    .select()
    .from(mediaUploads)
    .where(
      and(
        inArray(mediaUploads.id, ids),
        eq(mediaUploads.companyId, companyId),
        eq(mediaUploads.status, 'ready'),
      ),
    )
  const library = await deps.db
    .select()
    .from(videos)
    .where(and(inArray(videos.id, ids), or(isNull(videos.companyId), eq(videos.companyId, companyId))))
  const seen = new Set<string>()
  const items: CustomTraining['media'] = []
  for (const row of uploads) {
    seen.add(row.id)
    items.push({
      id: row.id,
      kind: row.kind as 'video' | 'image',
      name: row.name,
      url: await mediaUrl(deps, companyId, row.id),
    })
  }
  for (const row of library)
    if (!seen.has(row.id))
      items.push({
        id: row.id,
        kind: 'video',
        name: row.name,
        url: await mediaUrl(deps, companyId, row.file),
      })
  return items
}

async function trainingOf(c: Context<GatewayEnv>, course: CourseRow): Promise<CustomTraining> {
  const companyId = c.req.param('companyId')!
  const content = contentOf(course)
  return {
    id: course.id,
    language: course.language,
    isDraft: course.isDraft,
    active: course.disabledAt === null,
    version: course.version,
    thumbnailUrl: await thumbnailUrlOf(c.var.deps, companyId, course.thumbnail),
    media: await mediaOf(c.var.deps, companyId, mediaIdsOf(content)),
    content,
  }
}

/** The stored columns of a content: the outline, its totals and the thumbnail as an upload reference. */
const columnsOf = (content: Content) => ({
  name: content.name.trim() || 'Untitled training',
  description: content.description,
  thumbnail: content.thumbnail ? `upload:${content.thumbnail}` : null,
  cheatSheet: content.cheatSheet,
  sections: content.sections.map((section) => ({
    ...section,
    chapters: section.chapters.map((chapter) => ({ ...chapter, hasQuiz: chapter.quiz.length > 0 })),
  })),
  ...totalsOf(content),
})

const SaveBody = object({ version: size(number(), 1, Number.MAX_SAFE_INTEGER), content: DraftContent })
const PublishBody = object({ course_id: size(string(), 1, 200), is_draft: boolean() })
const DisableBody = object({ course_id: size(string(), 1, 200), active: boolean() })

export function customTrainingRoutes() {
  const app = new Hono<GatewayEnv>()

  app.get('/custom-training/:companyId', guard, async (c) => {
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

  app.post('/custom-training/:companyId', guard, async (c) => {
    const body = await readBody(c, NewTraining)
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

  app.get('/custom-training/:companyId/course/:courseId', guard, async (c) => {
    return c.json(await trainingOf(c, await ownCourse(c)))
  })

  app.put('/custom-training/:companyId/course/:courseId/draft', guard, async (c) => {
    const { version, content } = await readBody(c, SaveBody)
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

  app.post('/custom-training/:companyId/publish', guard, async (c) => {
    const body = await readBody(c, PublishBody)
    const course = await ownCourse(c, body.course_id)
    const problem = body.is_draft ? null : publishProblem(contentOf(course))
    if (problem) throw new ApiError(422, 'custom_training/not_publishable', problem)
    await c.var.deps.db
      .update(courses)
      .set({ isDraft: body.is_draft, updatedAt: new Date() })
      .where(eq(courses.id, course.id))
    return c.json({ isDraft: body.is_draft })
  })

  app.post('/custom-training/:companyId/disable_custom_training', guard, async (c) => {
    const body = await readBody(c, DisableBody)
    const course = await ownCourse(c, body.course_id)
    await c.var.deps.db
      .update(courses)
      .set({ disabledAt: body.active ? null : new Date(), updatedAt: new Date() })
      .where(eq(courses.id, course.id))
    return c.json({ active: body.active })
  })

  /** 001 §7: a copy of a course the company can see (the platform's or its own) as a new draft of its own. */
  app.post('/course/:companyId/clone/:courseId', guard, async (c) => {
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
