import { readFile, stat } from 'node:fs/promises'
import { extname, join, resolve, sep } from 'node:path'
import type { Hono } from 'hono'
import { GATEWAY_PREFIXES } from '../src/domain/api-paths'
import type { GatewayEnv } from './context'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
}

const isGatewayPath = (path: string) =>
  GATEWAY_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))

/** The file under `root` a request path names, or null: containment is checked on the resolved path. */
export async function fileAt(root: string, path: string): Promise<string | null> {
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return null
  }
  const base = resolve(root)
  const candidate = resolve(base, `.${sep}${decoded}`)
  // `startsWith(root)` alone let /..%2fdist-secret/x through: "dist-secret" starts like "dist".
  if (candidate !== base && !candidate.startsWith(base + sep)) return null
  const info = await stat(candidate).catch(() => null)
  return info?.isFile() ? candidate : null
}

/** Serves the built SPA: hashed assets cached for a year, every other page path answered with index.html. */
export function serveSpa(app: Hono<GatewayEnv>, root: string): void {
  app.get('*', async (c, next) => {
    if (isGatewayPath(c.req.path)) return next()
    const file = (await fileAt(root, c.req.path)) ?? join(root, 'index.html')
    const body = await readFile(file).catch(() => null)
    if (!body) return c.text('The console is not built yet: run `npm run build`.', 503)
    const hashed = file.includes(`${join(root, 'assets')}`)
    c.header('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream')
    c.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache')
    return c.body(body)
  })
}
