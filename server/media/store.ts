import { open } from 'node:fs/promises'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { FileStore } from '@tus/file-store'
import { loadOnUse } from '../load-on-use'
import type * as S3Sdk from '@aws-sdk/client-s3'
import type * as TusS3 from '@tus/s3-store'
import type { DataStore } from '@tus/server'
import type { GatewayDeps } from '../context'
import { fileResponse, uploadDirOf } from './storage'

// Where uploaded files live: on disk under DATA_DIR/uploads by default, or in S3-compatible storage when
// S3_BUCKET is set (AWS, MinIO, R2…). One interface for the tus uploads, the byte sniffing that decides what a
// file is, and the ranged responses that play it, so both stores take the same code path.

export interface S3Settings {
  bucket: string
  region: string
  endpoint?: string
  accessKeyId?: string
  secretAccessKey?: string
  /** MinIO and most self-hosted stores address buckets by path. */
  forcePathStyle: boolean
}

export interface MediaStore {
  datastore: DataStore
  /** The first `bytes` bytes of a finished upload (what file-type reads to tell a video from anything else). */
  head(id: string, bytes: number): Promise<Uint8Array>
  /** The file as an HTTP response, honouring a single byte range. */
  respond(id: string, mimeType: string | null, range: string | undefined): Promise<Response>
  remove(id: string): Promise<void>
}

function diskStore(deps: GatewayDeps): MediaStore {
  const directory = uploadDirOf(deps)
  const datastore = new FileStore({ directory })
  return {
    datastore,
    async head(id, bytes) {
      const file = await open(join(directory, id), 'r')
      try {
        const buffer = Buffer.alloc(bytes)
        const { bytesRead } = await file.read(buffer, 0, bytes, 0)
        return buffer.subarray(0, bytesRead)
      } finally {
        await file.close()
      }
    },
    respond: (id, mimeType, range) => fileResponse(join(directory, id), mimeType, range),
    remove: (id) => datastore.remove(id),
  }
}

// Loaded only when the gateway keeps its uploads in S3.
const s3Sdk = loadOnUse<typeof S3Sdk>('@aws-sdk/client-s3')
const tusS3 = loadOnUse<typeof TusS3>('@tus/s3-store')

function s3Store(settings: S3Settings): MediaStore {
  const { GetObjectCommand, HeadObjectCommand, S3Client } = s3Sdk()
  const { S3Store } = tusS3()
  const config = {
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  }
  const client = new S3Client(config)
  const datastore = new S3Store({
    partSize: 8 * 1024 * 1024,
    s3ClientConfig: { ...config, bucket: settings.bucket },
  })
  const get = (id: string, range?: string) =>
    client.send(
      new GetObjectCommand({ Bucket: settings.bucket, Key: id, ...(range ? { Range: range } : {}) }),
    )
  return {
    datastore,
    async head(id, bytes) {
      const object = await get(id, `bytes=0-${bytes - 1}`)
      return (await object.Body?.transformToByteArray()) ?? new Uint8Array()
    },
    async respond(id, mimeType, range) {
      const head = await client
        .send(new HeadObjectCommand({ Bucket: settings.bucket, Key: id }))
        .catch(() => null)
      const size = head?.ContentLength
      if (size === undefined) return new Response('Not found', { status: 404 })
      const headers: Record<string, string> = {
        'Content-Type': mimeType ?? 'application/octet-stream',
        'Accept-Ranges': 'bytes',
        'Cache-Control': 'private, max-age=3600',
        'X-Content-Type-Options': 'nosniff',
      }
      const match = /^bytes=(\d*)-(\d*)$/.exec(range ?? '')
      let start = 0
      let end = size - 1
      if (match && (match[1] || match[2])) {
        start = match[1] ? Number(match[1]) : Math.max(0, size - Number(match[2]))
        end = match[1] && match[2] ? Math.min(Number(match[2]), size - 1) : size - 1
        if (start >= size || start > end)
          return new Response(null, { status: 416, headers: { 'Content-Range': `bytes */${size}` } })
      }
      const partial = start > 0 || end < size - 1
      const object = await get(id, partial ? `bytes=${start}-${end}` : undefined)
      const body = object.Body as Readable | undefined
      return new Response(body ? (Readable.toWeb(body) as ReadableStream) : null, {
        status: partial ? 206 : 200,
        headers: {
          ...headers,
          'Content-Length': String(end - start + 1),
          ...(partial ? { 'Content-Range': `bytes ${start}-${end}/${size}` } : {}),
        },
      })
    },
    remove: (id) => datastore.remove(id),
  }
}

const stores = new WeakMap<GatewayDeps, MediaStore>()

export function mediaStoreOf(deps: GatewayDeps): MediaStore {
  let store = stores.get(deps)
  if (!store) {
    store = deps.s3 ? s3Store(deps.s3) : diskStore(deps)
    stores.set(deps, store)
  }
  return store
}
