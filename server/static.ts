import { readFile, stat } from 'node:fs/promises'
import { dirname, extname, join, resolve, sep } from 'node:path'
import type { Context, Hono } from 'hono'
import { getCookie } from 'hono/cookie'
import { GATEWAY_PREFIXES } from '../src/domain/api-paths'
import { isPlainHost } from '../src/domain/plain-host'
import { COMPRESSIBLE } from '../src/domain/static-files'
import type { GatewayEnv } from './context'
import { EARLY_LANDING, EARLY_PATHS } from '../src/early-calls'
import { DRAWN_ID, IN_COMPANY_COOKIE } from '../src/domain/drawn-page'
import { liveSessionToken } from './auth/live-session'
import { signedInDrawing, type SignedInDrawing } from './signed-in-drawing'

// The built SPA served the way a CDN would: brotli or gzip made at build time (vite.config.ts, `precompress`)
// and chosen by Accept-Encoding, hashed assets cached for a year, index.html revalidated, byte ranges, and a 404
// — never index.html — for a file that is not there.

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
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

/** The encodings a client accepts, best first: brotli, then gzip; a q=0 refuses one. */
export function acceptedEncodings(header: string | undefined): ('br' | 'gzip')[] {
  const accepted = new Map<string, number>()
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    accepted.set(name, q ? Number(q.slice(2)) : 1)
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  return (['br', 'gzip'] as const).filter(ok)
}

/** A single `bytes=a-b` range of a body of `size` bytes; null for none, 'invalid' for one that cannot be met. */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'invalid' | null {
  // Several ranges at once are allowed to be answered with the whole file, which is what this server does.
  if (!header || header.includes(',')) return null
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match || (match[1] === '' && match[2] === '')) return 'invalid'
  const [, from = '', to = ''] = match
  const start = from === '' ? Math.max(0, size - Number(to)) : Number(from)
  const end = from === '' || to === '' ? size - 1 : Math.min(Number(to), size - 1)
  return start > end || start >= size ? 'invalid' : { start, end }
}

// A path that names a file (an extension) and finds none is a 404; a page path gets index.html.
const namesAFile = (path: string) => path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(path)

async function send(c: Context<GatewayEnv>, file: string, root: string) {
  const type = TYPES[extname(file)] ?? 'application/octet-stream'
  const hashed = file.startsWith(join(root, 'assets') + sep)
  c.header('Content-Type', type)
  c.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache')
  c.header('Accept-Ranges', 'bytes')
  const compressible = COMPRESSIBLE.test(file)
  if (compressible) c.header('Vary', 'Accept-Encoding')
  const rangeHeader = c.req.header('Range')
  // A range is of the file as it is: the encoded variants are for whole responses.
  if (compressible && !rangeHeader)
    for (const encoding of acceptedEncodings(c.req.header('Accept-Encoding'))) {
      const encoded = await readFile(`${file}.${encoding === 'br' ? 'br' : 'gz'}`).catch(() => null)
      if (!encoded) continue
      c.header('Content-Encoding', encoding)
      c.header('Content-Length', String(encoded.length))
      return c.body(encoded)
    }
  const body = await readFile(file)
  const range = byteRange(rangeHeader, body.length)
  if (range === 'invalid') {
    c.header('Content-Range', `bytes */${body.length}`)
    return c.body(null, 416)
  }
  if (range) {
    c.header('Content-Range', `bytes ${range.start}-${range.end}/${body.length}`)
    c.header('Content-Length', String(range.end - range.start + 1))
    return c.body(body.subarray(range.start, range.end + 1), 206)
  }
  c.header('Content-Length', String(body.length))
  return c.body(body)
}

/** Where index.html carries the identity token of the session it was asked with (src/early-session.ts reads it). */
export const SESSION_BLOCK_ID = 'console-session'

/**
 * The answers to a page's boot calls (src/early-calls.ts: the user, the user's company view and, on the landing,
 * its first data), asked of this gateway with the page's own identity token: the same routes, token, role and
 * tenant checks as the browser's calls. Only 200 answers are written; for any other the console asks itself
 * and meets the refusal the usual way.
 */
async function bootAnswers(app: Hono<GatewayEnv>, path: string, idToken: string) {
  const headers = { Authorization: `Bearer ${idToken}`, Accept: 'application/json' }
  const ask = async (call: string) => {
    const answer = await app.request(call, { headers })
    return answer.status === 200 ? ((await answer.json()) as unknown) : undefined
  }
  const answers: Record<string, unknown> = {}
  const user = (await ask(EARLY_PATHS.user)) as { company_id?: unknown } | undefined
  if (!user) return answers
  answers[EARLY_PATHS.user] = user
  if (typeof user.company_id !== 'string') return answers
  const calls = [EARLY_PATHS.companyView(user.company_id), ...(EARLY_LANDING[path]?.(user.company_id) ?? [])]
  const bodies = await Promise.all(calls.map(ask))
  calls.forEach((call, i) => {
    if (bodies[i] !== undefined) answers[call] = bodies[i]
  })
  return answers
}

/**
 * index.html with the identity token of the refresh cookie it was asked with, or null when the request has no
 * live session, with the answers to its boot calls beside the token: the first screen needs no round trip
 * before it draws (under Fast 3G each is 150 ms or more, and eight of them queue on six connections). A JSON
 * data block, not a script: it is never executed; `<` is escaped so no value can close the element.
 * Never stored by a cache (private, no-store): the token and the answers are this browser's.
 */
async function pageWithSession(
  app: Hono<GatewayEnv>,
  c: Context<GatewayEnv>,
  index: string,
  drawing: SignedInDrawing | null,
) {
  const session = await liveSessionToken(c)
  if (typeof session === 'string') return null
  const [page, answers] = await Promise.all([
    readFile(index, 'utf8'),
    bootAnswers(app, c.req.path, session.idToken),
  ])
  // A tab inside a customer company (a pseudo session) shows that company, not the one the cookie's user is of.
  const drawn =
    drawing && EARLY_LANDING[c.req.path] && EARLY_PATHS.user in answers && !getCookie(c, IN_COMPANY_COOKIE)
      ? await drawing.draw(c.req.url, { ...session, answers })
      : null
  // The landing drawn from these answers (server/signed-in-drawing.ts), marked so the console hydrates it.
  const html = drawn
    ? page.replace(
        '<div id="root"></div>',
        () => `<script type="application/json" id="${DRAWN_ID}">{}</script><div id="root">${drawn}</div>`,
      )
    : page
  const written = JSON.stringify({ ...session, answers }).replace(/</g, '\\u003c')
  const block = `<script type="application/json" id="${SESSION_BLOCK_ID}">${written}</script>`
  c.header('Content-Type', TYPES['.html'])
  c.header('Cache-Control', 'private, no-store')
  const withBlock = html.replace('<head>', `<head>\n    ${block}`)
  const nonce = c.get('secureHeadersNonce') ?? ''
  const started = drawn ? startAfterFirstPaint(withBlock, nonce) : withBlock
  return c.body(await inlineEarlySession(started, dirname(index), nonce))
}

/** The console's entry, as the build writes it into index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/index-[\w-]+\.js)"><\/script>/

/**
 * A drawn page's entry started after the page's first full paint instead of at the end of parsing: evaluating the
 * console's modules is one long task, and run straight after parsing it held back the paint of whatever the
 * parser added after the browser's first, partial, paint (the landing's lower half, 400 ms under 4× CPU). The
 * module is still fetched at once (a modulepreload in the head); a tab in the background, which paints no
 * frames, starts it on a timer.
 */
export function startAfterFirstPaint(html: string, nonce: string): string {
  const match = ENTRY_SCRIPT.exec(html)
  if (!match || !nonce) return html
  const src = JSON.stringify(match[1])
  const start =
    `<script nonce="${nonce}">(() => { let started = false; const start = () => { if (!started) { started = true; ` +
    `import(${src}) } }; requestAnimationFrame(() => setTimeout(start)); setTimeout(start, 250) })()</script>`
  return html
    .replace(match[0], () => `<link rel="modulepreload" crossorigin href="${match[1]}">`)
    .replace('</body>', () => `${start}\n  </body>`)
}

/** The tag vite.config.ts (`earlySession`) puts first in index.html's head. */
const EARLY_SCRIPT =
  /<script type="module" async crossorigin src="\/(assets\/early-session-[\w-]+\.js)"><\/script>/

/**
 * The page's first script written into it, run where it stands (a classic script with this response's CSP
 * nonce): as a module it waited for the main thread to compile the console's entry, which the browser had
 * from its cache, and the session's first calls left 150–200 ms later under 4× CPU. The build checks the
 * chunk imports and exports nothing, so it runs as a classic script; wrapped in a function, its names stay
 * off `window`.
 */
async function inlineEarlySession(html: string, root: string, nonce: string): Promise<string> {
  const match = EARLY_SCRIPT.exec(html)
  if (!match || !nonce) return html
  const code = await readFile(join(root, match[1]!), 'utf8').catch(() => null)
  if (code === null || /<\/script/i.test(code)) return html
  return html.replace(match[0], () => `<script nonce="${nonce}">(() => {\n${code}\n})()</script>`)
}

/**
 * /login, to a request with no session (pageWithSession found none), as the build drew it (server/prerender-login.mjs):
 * the form is in the HTML and paints before the script, which then hydrates it. Only the plain address and the
 * return address may be in the query: a token or a notice changes what the page first shows. A host that may be a
 * company's custom domain gets the page drawn while its brand is asked for.
 */
async function prerenderedLogin(c: Context<GatewayEnv>, root: string) {
  if (c.req.path !== '/login') return null
  if (Object.keys(c.req.queries()).some((key) => key !== 'redirect')) return null
  const hostname = new URL(c.req.url).hostname.replace(/^\[|\]$/g, '')
  const file = join(root, isPlainHost(hostname) ? 'login.html' : 'login-host.html')
  const html = await readFile(file, 'utf8').catch(() => null)
  if (html === null) return null
  c.header('Content-Type', TYPES['.html'])
  c.header('Cache-Control', 'no-cache')
  // Its first script written into it, as for a signed-in page: it holds a form sent before the console has
  // taken the page over (src/early-session.ts), so it must run before anyone can press the button.
  return c.body(await inlineEarlySession(html, root, c.get('secureHeadersNonce') ?? ''))
}

/** Serves the built SPA: its files as they are, and index.html for every page path. */
export function serveSpa(app: Hono<GatewayEnv>, root: string): void {
  const drawing = signedInDrawing(join(root, '..', 'dist-ssr', 'signed-in.js'))
  // The prerendered sign-in form sent before its script took over (src/features/login/LoginForm.tsx): the
  // credentials are dropped unread, and the visitor gets the page again.
  app.post('/login', (c) => c.redirect('/login', 303))
  app.get('*', async (c, next) => {
    if (isGatewayPath(c.req.path)) return next()
    const file = await fileAt(root, c.req.path)
    if (file) return send(c, file, root)
    if (namesAFile(c.req.path)) return c.text('Not found', 404)
    const index = join(root, 'index.html')
    if (!(await stat(index).catch(() => null)))
      return c.text('The console is not built yet: run `npm run build`.', 503)
    drawing?.warm()
    return (
      (await pageWithSession(app, c, index, drawing)) ??
      (await prerenderedLogin(c, root)) ??
      send(c, index, root)
    )
  })
}
