import { PATHS } from '../../src/domain/api-paths'
import { and, asc, eq, ilike, isNull, or, sql } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { MAX_PINNED_VIDEOS, VIDEO_TEXTS, type VideoItem } from '../../src/domain/videos'
import { allow } from '../auth/access'
import type { GatewayEnv } from '../context'
import { companies, courses, pinnedVideos, videos } from '../db/schema'
import { ApiError, notFound } from '../errors'
import { mediaUrl } from '../media/signed-urls'
import { isShippedFile } from '../media/storage'
import { MEDIA_PATH } from '../media/signed-urls'

// The video library and pinned videos (001 §2, §7 "Videos"): the platform's videos and the company's own
// uploads, filtered by language, search and category; at most five pinned per company, checked under a lock
// on the company so two admins pinning at once cannot make six; the courses that play a video.

const guard = allow.company()
type VideoRow = typeof videos.$inferSelect

const visibleTo = (companyId: string) => or(isNull(videos.companyId), eq(videos.companyId, companyId))

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (m) => `\\${m}`)

async function itemOf(c: Context<GatewayEnv>, row: VideoRow, pinned: Set<string>): Promise<VideoItem> {
  const companyId = c.req.param('companyId')!
  const base = c.var.deps.publicUrl ?? new URL(c.req.url).origin
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    languageCode: row.languageCode,
    durationSeconds: row.durationSeconds,
    isPublic: row.isPublic,
    isPinned: pinned.has(row.id),
    sample: isShippedFile(row.file),
    streamUrl: await mediaUrl(c.var.deps, companyId, row.file),
    posterUrl: row.poster ? await mediaUrl(c.var.deps, companyId, row.poster) : null,
    shareUrl: row.isPublic && !row.companyId ? `${base}${MEDIA_PATH}/public/${row.id}` : null,
  }
}

async function pinnedIds(c: Context<GatewayEnv>) {
  const rows = await c.var.deps.db
    .select({ videoId: pinnedVideos.videoId })
    .from(pinnedVideos)
    .where(eq(pinnedVideos.companyId, c.req.param('companyId')!))
  return new Set(rows.map((row) => row.videoId))
}

async function videoOf(c: Context<GatewayEnv>) {
  const [row] = await c.var.deps.db
    .select()
    .from(videos)
    .where(and(eq(videos.id, c.req.param('videoId')!), visibleTo(c.req.param('companyId')!)))
  if (!row) throw notFound('Video not found')
  return row
}

export function videoRoutes() {
  const app = new Hono<GatewayEnv>()

  app.get(PATHS.videoLibrary.pattern, guard, async (c) => {
    const companyId = c.req.param('companyId')
    const language = (c.req.query('languageCode') ?? '').slice(0, 10)
    const search = (c.req.query('search') ?? '').trim().slice(0, 255)
    const category = (c.req.query('categoryName') ?? '').slice(0, 100)
    const rows = await c.var.deps.db
      .select()
      .from(videos)
      .where(
        and(
          visibleTo(companyId),
          language ? eq(videos.languageCode, language) : undefined,
          category && category !== 'All Videos' ? eq(videos.category, category) : undefined,
          search
            ? or(
                ilike(videos.name, `%${escapeLike(search)}%`),
                ilike(videos.description, `%${escapeLike(search)}%`),
              )
            : undefined,
        ),
      )
      .orderBy(sql`${videos.companyId} is null`, asc(videos.name))
    const pinned = await pinnedIds(c)
    return c.json({ data: { items: await Promise.all(rows.map((row) => itemOf(c, row, pinned))) } })
  })

  app.get(PATHS.pinnedVideos.pattern, guard, async (c) => {
    const rows = await c.var.deps.db
      .select({ video: videos })
      .from(pinnedVideos)
      .innerJoin(videos, eq(videos.id, pinnedVideos.videoId))
      .where(eq(pinnedVideos.companyId, c.req.param('companyId')))
      .orderBy(asc(pinnedVideos.pinnedAt))
    const pinned = new Set(rows.map((row) => row.video.id))
    return c.json({ data: { items: await Promise.all(rows.map((row) => itemOf(c, row.video, pinned))) } })
  })

  app.post(PATHS.videoPin.pattern, guard, async (c) => {
    const video = await videoOf(c)
    const companyId = c.req.param('companyId')
    await c.var.deps.db.transaction(async (tx) => {
      await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update')
      const [{ n } = { n: 0 }] = await tx
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(pinnedVideos)
        .where(eq(pinnedVideos.companyId, companyId))
      const [already] = await tx
        .select()
        .from(pinnedVideos)
        .where(and(eq(pinnedVideos.companyId, companyId), eq(pinnedVideos.videoId, video.id)))
      if (already) return
      if (n >= MAX_PINNED_VIDEOS) throw new ApiError(409, 'videos/pin_limit', VIDEO_TEXTS.pinLimit)
      await tx.insert(pinnedVideos).values({ companyId, videoId: video.id })
    })
    return c.json({ isPinned: true })
  })

  app.post(PATHS.videoUnpin.pattern, guard, async (c) => {
    const video = await videoOf(c)
    await c.var.deps.db
      .delete(pinnedVideos)
      .where(and(eq(pinnedVideos.companyId, c.req.param('companyId')), eq(pinnedVideos.videoId, video.id)))
    return c.json({ isPinned: false })
  })

  app.get(PATHS.videoCourses.pattern, guard, async (c) => {
    const video = await videoOf(c)
    const companyId = c.req.param('companyId')
    const rows = await c.var.deps.db
      .select({ id: courses.id, name: courses.name, owner: courses.customTrainingCompanyId })
      .from(courses)
      .where(
        and(
          eq(courses.deleted, false),
          or(isNull(courses.customTrainingCompanyId), eq(courses.customTrainingCompanyId, companyId)),
          sql`jsonb_path_exists(${courses.sections}, '$[*].chapters[*].topics[*] ? (@.mediaId == $id)', jsonb_build_object('id', ${video.id}::text))`,
        ),
      )
      .orderBy(asc(courses.name))
    return c.json({
      courses: rows.map((row) => ({ id: row.id, name: row.name, isCustom: row.owner !== null })),
    })
  })

  return app
}
