import { and, eq, inArray, isNull, or } from 'drizzle-orm'
import { type Context } from 'hono'
import { boolean, number, object, size, string } from 'superstruct'
import {
  DraftContent,
  totalsOf,
  type CustomTraining,
  type Chapter,
  type DraftContent as Content,
} from '../../src/domain/custom-training'
import type { GatewayEnv, GatewayDeps } from '../context'
import { courses, mediaUploads, videos } from '../db/schema'
import { notFound } from '../errors'
import { mediaUrl } from '../media/signed-urls'
import { thumbnailUrlOf } from '../media/thumbnails'

// Custom training (001 §2 editor, §3 editing state, §4 draft → publish, clone, disable / activate; §7
// publish and disable_custom_training, clone). Ours where the spec shows no path: the list, create, read and
// the draft save. The save carries the version the editor started from: a save over a newer version (another
// tab, another admin) is refused with 409, never merged blindly, and the editor keeps what was typed.

type CourseRow = typeof courses.$inferSelect

export const ownCustom = (companyId: string, courseId: string) =>
  and(
    eq(courses.id, courseId),
    eq(courses.customTrainingCompanyId, companyId),
    isNull(courses.sharedFromCourseId),
    eq(courses.deleted, false),
  )

export async function ownCourse(c: Context<GatewayEnv>, courseId = c.req.param('courseId')!) {
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

export const mediaIdsOf = (content: Content) => [
  ...new Set([
    ...(content.thumbnail ? [content.thumbnail] : []),
    ...content.sections.flatMap((s) =>
      s.chapters.flatMap((ch) => ch.topics.flatMap((t) => (t.mediaId ? [t.mediaId] : []))),
    ),
  ]),
]

/** The uploads and library videos a draft uses, with signed addresses; ids the company cannot use are left out. */
export async function mediaOf(deps: GatewayDeps, companyId: string, ids: string[]) {
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

export async function trainingOf(c: Context<GatewayEnv>, course: CourseRow): Promise<CustomTraining> {
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
export const columnsOf = (content: Content) => ({
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

export const SaveBody = object({ version: size(number(), 1, Number.MAX_SAFE_INTEGER), content: DraftContent })
export const PublishBody = object({ course_id: size(string(), 1, 200), is_draft: boolean() })
export const DisableBody = object({ course_id: size(string(), 1, 200), active: boolean() })
