import { createServer, type Server } from 'node:http'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { extname, join, normalize } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'

// The peer's server for the side-by-side bench: its build served the way ours is (brotli, immutable hashed
// assets, index.html for every other path) and a REST API in ra-data-simple-rest's dialect over 1,000 users.

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
}

const USERS = Array.from({ length: 1000 }, (_, i) => ({
  id: i + 1,
  email: `user${i + 1}@globex.example`,
  name: `User ${i + 1}`,
  role: i % 10 === 0 ? 'admin' : 'user',
  createdAt: new Date(Date.UTC(2026, 0, 1 + (i % 300))).toISOString(),
}))

const compressed = new Map<string, Buffer>()
function brotli(file: string): Buffer {
  let body = compressed.get(file)
  if (!body) {
    body = brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
    compressed.set(file, body)
  }
  return body
}

function usersPage(search: URLSearchParams) {
  const [field, order] = JSON.parse(search.get('sort') ?? '["id","ASC"]') as [keyof (typeof USERS)[0], string]
  const [from, to] = JSON.parse(search.get('range') ?? '[0,9]') as [number, number]
  const sorted = [...USERS].sort((a, b) => (a[field] < b[field] ? -1 : a[field] > b[field] ? 1 : 0))
  if (order === 'DESC') sorted.reverse()
  return { rows: sorted.slice(from, to + 1), from, to: Math.min(to, USERS.length - 1) }
}

export function startPeerServer(dist: string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    if (url.pathname === '/api/login' && request.method === 'POST') {
      response.writeHead(200, { 'Content-Type': 'application/json' })
      return response.end(JSON.stringify({ token: 'peer' }))
    }
    if (url.pathname === '/api/users') {
      const page = usersPage(url.searchParams)
      response.writeHead(200, {
        'Content-Type': 'application/json',
        'Content-Range': `users ${page.from}-${page.to}/${USERS.length}`,
        'Access-Control-Expose-Headers': 'Content-Range',
      })
      return response.end(JSON.stringify(page.rows))
    }
    const asked = normalize(url.pathname).replace(/^(\.\.[/\\])+/, '')
    let file = join(dist, asked)
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(dist, 'index.html')
    const hashed = url.pathname.startsWith('/assets/')
    const headers: Record<string, string> = {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
    }
    if (/\bbr\b/.test(request.headers['accept-encoding'] ?? '') && /\.(html|js|css|svg|json)$/.test(file)) {
      response.writeHead(200, { ...headers, 'Content-Encoding': 'br' })
      return response.end(brotli(file))
    }
    response.writeHead(200, headers)
    response.end(readFileSync(file))
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      resolve({
        url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
        server,
      })
    }),
  )
}
