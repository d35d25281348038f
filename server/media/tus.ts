import { randomBytes } from 'node:crypto'
import { Server, type Upload } from '@tus/server'
import { and, eq } from 'drizzle-orm'
import { fileTypeFromBuffer } from 'file-type'
import {
  CUSTOM_TRAINING_TEXTS,
  IMAGE_SNIFFED,
  MAX_IMAGE_MB,
  MAX_VIDEO_MB,
  VIDEO_SNIFFED,
  type MediaKind,
} from '../../src/domain/custom-training'
import { isLanguage } from '../../src/domain/videos'
import type { GatewayDeps } from '../context'
import { mediaUploads, videos } from '../db/schema'
import { mediaStoreOf } from './store'

// Resumable uploads (tus 1.0, @tus/server) for custom training videos and images. The gateway's access
// declaration has checked the token, the role and the company before a request gets here; the upload's id
// starts with that company, so one company can never resume, read or delete another's. Sizes are checked
// when the upload is created, and the bytes — not the name — decide whether it is a video or an image once the
// last byte has arrived: anything else is deleted and refused with a clear line.

export const UPLOADS_PATH = '/api/v1/uploads'

/** Who is uploading, handed from the Hono route to the tus hooks with the request object. */
export const uploaders = new WeakMap<Request, { companyId: string; userId: string }>()

const MB = 1024 * 1024
const limitOf = (kind: MediaKind) => (kind === 'video' ? MAX_VIDEO_MB : MAX_IMAGE_MB)

const refuse = (status_code: number, body: string) => Object.assign(new Error(body), { status_code, body })

/** The file name without folders or control characters, for the library and the editor. */
const cleanName = (name: string | null | undefined) =>
  [...(name ?? '').replace(/^.*[\\/]/, '')]
    .filter((char) => char.charCodeAt(0) > 31 && char.charCodeAt(0) !== 127)
    .join('')
    .slice(0, 200) || 'Untitled'

function companyOfPath(request: Request): string | null {
  const match = new RegExp(`^${UPLOADS_PATH}/([A-Za-z0-9_]{1,80})(?:/|$)`).exec(new URL(request.url).pathname)
  return match?.[1] ?? null
}

export function createUploadServer(deps: GatewayDeps) {
  const store = mediaStoreOf(deps)
  const server: Server = new Server({
    path: UPLOADS_PATH,
    datastore: store.datastore,
    respectForwardedHeaders: deps.trustProxy ?? false,
    // The company sits in every upload's address, so the same access declaration guards each request.
    namingFunction: (request) => {
      const company = companyOfPath(request as unknown as Request)
      if (!company) throw refuse(404, 'Not found')
      return `${company}--${randomBytes(16).toString('hex')}`
    },
    generateUrl: (_request, { proto, host, path, id }) =>
      `${proto}://${host}${path}/${id.split('--')[0]}/${id}`,
    getFileIdFromRequest: (request, lastPath) => {
      const company = companyOfPath(request as unknown as Request)
      return company && lastPath?.startsWith(`${company}--`) && /^[A-Za-z0-9_]+--[a-f0-9]{32}$/.test(lastPath)
        ? lastPath
        : undefined
    },
    maxSize: MAX_VIDEO_MB * MB,
    async onUploadCreate(request, upload: Upload) {
      const who = uploaders.get(request as unknown as Request)
      if (!who) throw refuse(401, 'Not signed in')
      const kind =
        upload.metadata?.kind === 'image' ? 'image' : upload.metadata?.kind === 'video' ? 'video' : null
      if (!kind) throw refuse(400, 'Say whether the upload is a video or an image.')
      if (upload.sizeIsDeferred || upload.size === undefined)
        throw refuse(400, 'The file size must be given when the upload starts.')
      if (upload.size === 0) throw refuse(400, CUSTOM_TRAINING_TEXTS.emptyFile)
      if (upload.size > limitOf(kind) * MB) throw refuse(413, CUSTOM_TRAINING_TEXTS.fileSize(limitOf(kind)))
      const language = upload.metadata?.language ?? 'en'
      await deps.db.insert(mediaUploads).values({
        id: upload.id,
        companyId: who.companyId,
        userId: who.userId,
        kind,
        name: cleanName(upload.metadata?.filename),
        size: upload.size,
        status: 'uploading',
        languageCode: isLanguage(language) ? language : 'en',
      })
      return {}
    },
    async onUploadFinish(request, upload: Upload) {
      const [row] = await deps.db.select().from(mediaUploads).where(eq(mediaUploads.id, upload.id))
      if (!row) throw refuse(404, 'Not found')
      const sniffed = await store
        .head(upload.id, 4100)
        .then((bytes) => fileTypeFromBuffer(bytes))
        .catch(() => undefined)
      const accepted: readonly string[] = row.kind === 'video' ? VIDEO_SNIFFED : IMAGE_SNIFFED
      if (!sniffed || !accepted.includes(sniffed.ext)) {
        await store.remove(upload.id).catch(() => undefined)
        await deps.db.update(mediaUploads).set({ status: 'refused' }).where(eq(mediaUploads.id, upload.id))
        throw refuse(
          415,
          row.kind === 'video' ? CUSTOM_TRAINING_TEXTS.notVideo : CUSTOM_TRAINING_TEXTS.notImage,
        )
      }
      await deps.db.transaction(async (tx) => {
        await tx
          .update(mediaUploads)
          .set({ status: 'ready', mimeType: sniffed.mime })
          .where(and(eq(mediaUploads.id, upload.id), eq(mediaUploads.status, 'uploading')))
        // A company's video joins its library's Custom category.
        if (row.kind === 'video')
          await tx
            .insert(videos)
            .values({
              id: upload.id,
              companyId: row.companyId,
              name: row.name.replace(/\.[^.]+$/, ''),
              category: 'Custom',
              languageCode: row.languageCode,
              file: upload.id,
            })
            .onConflictDoNothing()
      })
      return { headers: { 'Upload-Media-Type': sniffed.mime } }
    },
  })
  return server
}
