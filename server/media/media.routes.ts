import { PATHS } from '../../src/domain/api-paths'
import { and, eq, isNull } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { allow } from '../auth/access'
import type { GatewayEnv } from '../context'
import { mediaUploads, videos } from '../db/schema'
import { notFound } from '../errors'
import { posterSvg, posterVideoId } from '../media/poster'
import { mediaOfToken } from '../media/signed-urls'
import { fileResponse, isUploadId, pathOf } from '../media/storage'
import { mediaStoreOf } from '../media/store'
import { createUploadServer, uploaders, UPLOADS_PATH } from '../media/tus'

// Media in and out: tus uploads under /api/v1/uploads/{companyId} (the company's admins only), files read
// back through signed, expiring addresses, and the platform's public videos by a share link.

export function mediaRoutes() {
  const app = new Hono<GatewayEnv>()
  let tus: ReturnType<typeof createUploadServer> | null = null
  const upload = allow.company()
  const toTus = async (c: Context<GatewayEnv>) => {
    tus ??= createUploadServer(c.var.deps)
    const request = c.req.raw
    uploaders.set(request, { companyId: c.req.param('companyId')!, userId: c.var.auth.user.id })
    return tus.handleWeb(request)
  }
  // Hono answers HEAD through the GET route (the raw request keeps its method): tus's HEAD, the resume
  // offset, arrives there; a plain GET is refused, files are read back through signed media addresses.
  const toTusOrRefuseGet = async (c: Context<GatewayEnv>): Promise<Response> =>
    c.req.raw.method === 'HEAD' ? toTus(c) : c.text('Read uploads through their media address.', 405)
  app.get(`${UPLOADS_PATH}/:companyId/:uploadId`, upload, toTusOrRefuseGet)
  const tusMethods = ['POST', 'PATCH', 'DELETE'] as const
  app.on([...tusMethods], PATHS.uploads.pattern, upload, (c) => toTus(c))
  app.on([...tusMethods], `${UPLOADS_PATH}/:companyId/:uploadId`, upload, (c) => toTus(c))

  app.get(
    '/media/public/:videoId',
    allow.public('only platform videos marked public are served'),
    async (c) => {
      const [video] = await c.var.deps.db
        .select()
        .from(videos)
        .where(
          and(eq(videos.id, c.req.param('videoId')), eq(videos.isPublic, true), isNull(videos.companyId)),
        )
      const path = video ? pathOf(c.var.deps, video.file) : null
      if (!path) throw notFound('Video not found')
      return fileResponse(path, null, c.req.header('range'))
    },
  )

  app.get(
    '/media/:token',
    allow.public('a signed, expiring token names the one file it opens'),
    async (c) => {
      const media = await mediaOfToken(c.var.deps, c.req.param('token'))
      if (!media) throw notFound('This media address has expired. Reload the page.')
      if (isUploadId(media.file)) {
        const [row] = await c.var.deps.db
          .select({ mimeType: mediaUploads.mimeType })
          .from(mediaUploads)
          .where(
            and(
              eq(mediaUploads.id, media.file),
              eq(mediaUploads.companyId, media.companyId),
              eq(mediaUploads.status, 'ready'),
            ),
          )
        if (!row) throw notFound('Not found')
        return mediaStoreOf(c.var.deps).respond(media.file, row.mimeType, c.req.header('range'))
      }
      const posterOf = posterVideoId(media.file)
      if (posterOf) {
        const [video] = await c.var.deps.db
          .select({ name: videos.name, category: videos.category })
          .from(videos)
          .where(eq(videos.id, posterOf))
        if (!video) throw notFound('Not found')
        return c.body(posterSvg(video), 200, {
          'Content-Type': 'image/svg+xml',
          'Cache-Control': 'private, max-age=3600',
          'X-Content-Type-Options': 'nosniff',
        })
      }
      const path = pathOf(c.var.deps, media.file)
      if (!path) throw notFound('Not found')
      return fileResponse(path, null, c.req.header('range'))
    },
  )

  return app
}
