import { randomUUID } from 'node:crypto'
import { createReadStream, mkdirSync } from 'node:fs'
import { stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import type { GatewayDeps } from '../context'
import { assetPath } from '../assets'

// Where uploaded and shipped media live, and how a file is sent: streamed in the byte range the player asks
// for, never read whole into memory. A file reference is `seed:<name>` (shipped with the gateway) or an
// upload's id (under the upload directory: DATA_DIR/uploads by default).

const SEED_DIR = assetPath('seed/videos')

const fallbackDirs = new WeakMap<GatewayDeps, string>()

/** The gateway's upload directory; a throwaway one per gateway when none is configured (tests). */
export function uploadDirOf(deps: GatewayDeps): string {
  if (deps.uploadDir) return deps.uploadDir
  let dir = fallbackDirs.get(deps)
  if (!dir) {
    dir = join(tmpdir(), `awareness-uploads-${process.pid}-${randomUUID()}`)
    mkdirSync(dir, { recursive: true })
    fallbackDirs.set(deps, dir)
  }
  return dir
}

/** Upload ids are made by us (`<companyId>--<hex>`); anything else never reaches the file system. */
export const isUploadId = (id: string) => /^[A-Za-z0-9_]{1,80}--[a-f0-9]{32}$/.test(id)

/** A file shipped with the gateway (the demo's sample clips), not one a company or the platform uploaded. */
export const isShippedFile = (file: string) => file.startsWith('seed:')

export function pathOf(deps: GatewayDeps, file: string): string | null {
  if (isShippedFile(file)) {
    const name = file.slice(5)
    return /^[a-z0-9-]+\.(webm|png)$/.test(name) ? join(SEED_DIR, name) : null
  }
  return isUploadId(file) ? join(uploadDirOf(deps), file) : null
}

const TYPES: Record<string, string> = { webm: 'video/webm', png: 'image/png' }

/** A file as an HTTP response, honouring a single `Range: bytes=a-b` (players seek with it). */
export async function fileResponse(
  path: string,
  mimeType: string | null,
  range: string | undefined,
): Promise<Response> {
  const info = await stat(path).catch(() => null)
  if (!info?.isFile()) return new Response('Not found', { status: 404 })
  const type = mimeType ?? TYPES[path.split('.').pop() ?? ''] ?? 'application/octet-stream'
  const headers: Record<string, string> = {
    'Content-Type': type,
    'Accept-Ranges': 'bytes',
    'Cache-Control': 'private, max-age=3600',
    'X-Content-Type-Options': 'nosniff',
  }
  const match = /^bytes=(\d*)-(\d*)$/.exec(range ?? '')
  if (match && (match[1] || match[2])) {
    const size = info.size
    const start = match[1] ? Number(match[1]) : Math.max(0, size - Number(match[2]))
    const end = match[1] && match[2] ? Math.min(Number(match[2]), size - 1) : size - 1
    if (start >= size || start > end)
      return new Response(null, { status: 416, headers: { 'Content-Range': `bytes */${size}` } })
    const body = Readable.toWeb(createReadStream(path, { start, end })) as ReadableStream
    return new Response(body, {
      status: 206,
      headers: {
        ...headers,
        'Content-Range': `bytes ${start}-${end}/${size}`,
        'Content-Length': String(end - start + 1),
      },
    })
  }
  const body = Readable.toWeb(createReadStream(path)) as ReadableStream
  return new Response(body, { status: 200, headers: { ...headers, 'Content-Length': String(info.size) } })
}
