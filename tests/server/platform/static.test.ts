import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { afterAll, describe, expect, it } from 'vitest'
import type { GatewayEnv } from '../../../server/context'
import {
  acceptedEncodings,
  byteRange,
  serveSpa,
  SESSION_BLOCK_ID,
  startAfterFirstPaint,
} from '../../../server/static'
import { signedInDrawing } from '../../../server/signed-in-drawing'
import { EARLY_LANDING, EARLY_PATHS } from '../../../src/early-calls'
import { backend, bearer, signIn, startGateway } from '../gateway'

// The built SPA served like a CDN: precompressed variants by Accept-Encoding, caching by kind of file, ranges,
// and a 404 rather than index.html for a file that is not there.

const root = mkdtempSync(join(tmpdir(), 'spa-'))
const script = `export const answer = ${'"forty-two", '.repeat(200)}42\n`
const page = `<!doctype html><title>Console</title>${'<!-- padding -->'.repeat(100)}`
mkdirSync(join(root, 'assets'))
writeFileSync(join(root, 'index.html'), page)
writeFileSync(join(root, 'index.html.br'), brotliCompressSync(page))
writeFileSync(join(root, 'index.html.gz'), gzipSync(page))
writeFileSync(join(root, 'assets', 'app-Abc123.js'), script)
writeFileSync(join(root, 'assets', 'app-Abc123.js.br'), brotliCompressSync(script))
writeFileSync(join(root, 'assets', 'app-Abc123.js.gz'), gzipSync(script))
writeFileSync(join(root, 'favicon.svg'), '<svg/>')
afterAll(() => rmSync(root, { recursive: true, force: true }))

const app = new Hono<GatewayEnv>()
serveSpa(app, root)
const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers })

describe('the SPA served like a CDN', () => {
  it('sends brotli to a client that takes it, gzip to one that takes only gzip, the file itself otherwise', async () => {
    const br = await get('/assets/app-Abc123.js', { 'Accept-Encoding': 'gzip, deflate, br' })
    expect(br.headers.get('Content-Encoding')).toBe('br')
    expect(br.headers.get('Vary')).toBe('Accept-Encoding')
    const brBody = Buffer.from(await br.arrayBuffer())
    expect(Number(br.headers.get('Content-Length'))).toBe(brBody.length)
    expect(brotliDecompressSync(brBody).toString()).toBe(script)
    expect(brBody.length).toBeLessThan(script.length / 4)

    const gz = await get('/assets/app-Abc123.js', { 'Accept-Encoding': 'gzip, br;q=0' })
    expect(gz.headers.get('Content-Encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script)

    const plain = await get('/assets/app-Abc123.js')
    expect(plain.headers.get('Content-Encoding')).toBeNull()
    expect(plain.headers.get('Content-Length')).toBe(String(Buffer.byteLength(script)))
    expect(await plain.text()).toBe(script)
    expect(plain.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8')
  })

  it('caches hashed assets for a year and revalidates index.html on every page path', async () => {
    const asset = await get('/assets/app-Abc123.js')
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    const home = await get('/users/all_users', { 'Accept-Encoding': 'br' })
    expect(home.headers.get('Cache-Control')).toBe('no-cache')
    expect(home.headers.get('Content-Type')).toBe('text/html; charset=utf-8')
    expect(brotliDecompressSync(Buffer.from(await home.arrayBuffer())).toString()).toBe(page)
  })

  it('answers 404, never index.html, for a file that is not there', async () => {
    for (const path of [
      '/assets/app-Old999.js',
      '/assets/missing.css',
      '/flows-coverage.json',
      '/nope.png',
    ]) {
      const response = await get(path, { 'Accept-Encoding': 'br, gzip' })
      expect(response.status, path).toBe(404)
      expect(await response.text(), path).not.toContain('<title>Console</title>')
    }
  })

  it('serves byte ranges of the file itself, and 416 for one it cannot meet', async () => {
    const part = await get('/assets/app-Abc123.js', { Range: 'bytes=0-9', 'Accept-Encoding': 'br' })
    expect(part.status).toBe(206)
    expect(part.headers.get('Content-Encoding')).toBeNull()
    expect(part.headers.get('Content-Range')).toBe(`bytes 0-9/${Buffer.byteLength(script)}`)
    expect(await part.text()).toBe(script.slice(0, 10))
    const tail = await get('/assets/app-Abc123.js', { Range: 'bytes=-3' })
    expect(await tail.text()).toBe(script.slice(-3))
    const beyond = await get('/assets/app-Abc123.js', { Range: 'bytes=999999-' })
    expect(beyond.status).toBe(416)
    expect(beyond.headers.get('Content-Range')).toBe(`bytes */${Buffer.byteLength(script)}`)
  })

  it('leaves a small or binary file as it is', async () => {
    const icon = await get('/favicon.svg', { 'Accept-Encoding': 'br' })
    expect(icon.headers.get('Content-Encoding')).toBeNull()
    expect(await icon.text()).toBe('<svg/>')
  })

  it('reads Accept-Encoding and Range as HTTP says', () => {
    expect(acceptedEncodings('gzip, deflate, br')).toEqual(['br', 'gzip'])
    expect(acceptedEncodings('br;q=0, gzip;q=0.5')).toEqual(['gzip'])
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip'])
    expect(acceptedEncodings('identity')).toEqual([])
    expect(acceptedEncodings(undefined)).toEqual([])
    expect(byteRange('bytes=5-', 10)).toEqual({ start: 5, end: 9 })
    expect(byteRange('bytes=2-100', 10)).toEqual({ start: 2, end: 9 })
    expect(byteRange('bytes=a-b', 10)).toBe('invalid')
    expect(byteRange('bytes=0-1,4-5', 10)).toBeNull()
    expect(byteRange(undefined, 10)).toBeNull()
  })
})

describe(`the page of a signed-in browser (${backend})`, () => {
  const sessionPage = `<!doctype html><html><head><title>Console</title></head><body></body></html>`
  const sessionRoot = mkdtempSync(join(tmpdir(), 'spa-session-'))
  writeFileSync(join(sessionRoot, 'index.html'), sessionPage)
  // A build's first script (vite.config.ts earlySession): written into a signed-in page, with the CSP's nonce.
  const earlyRoot = mkdtempSync(join(tmpdir(), 'spa-early-'))
  const earlyTag = '<script type="module" async crossorigin src="/assets/early-session-Xy9_z.js"></script>'
  const earlyCode = 'var e=1;window.__early=e+"$&";'
  mkdirSync(join(earlyRoot, 'assets'))
  writeFileSync(join(earlyRoot, 'index.html'), sessionPage.replace('<head>', `<head>${earlyTag}`))
  writeFileSync(join(earlyRoot, 'assets', 'early-session-Xy9_z.js'), earlyCode)
  afterAll(() => rmSync(earlyRoot, { recursive: true, force: true }))
  afterAll(() => rmSync(sessionRoot, { recursive: true, force: true }))

  const tokenIn = (html: string) => {
    const match = new RegExp(`<script type="application/json" id="${SESSION_BLOCK_ID}">(.*?)</script>`).exec(
      html,
    )
    return match
      ? (JSON.parse(match[1]!) as { idToken: string; expiresIn: number; answers: Record<string, unknown> })
      : null
  }

  it('carries an identity token for a live session, is never cached, and the token works', async () => {
    const gateway = await startGateway()
    serveSpa(gateway.app, sessionRoot)
    try {
      const { cookie } = await signIn(gateway, 'owner@globex.example')
      const refreshCookie = cookie.split(';')[0]!
      const page = await gateway.app.request('/home', { headers: { Cookie: refreshCookie } })
      expect(page.status).toBe(200)
      expect(page.headers.get('Cache-Control')).toBe('private, no-store')
      expect(page.headers.get('Content-Security-Policy')).toMatch(/script-src 'self'/)
      const html = await page.text()
      const session = tokenIn(html)
      expect(session?.expiresIn).toBeGreaterThan(0)
      expect((await gateway.app.request('/api/v1/user', bearer(session!.idToken))).status).toBe(200)

      // The boot calls answered in the page, as the gateway answers them to this token: the user and the
      // company view everywhere, the landing's first data on /home only.
      const asked = async (path: string) =>
        (await gateway.app.request(path, bearer(session!.idToken))).json() as Promise<unknown>
      const home = EARLY_LANDING['/home']!('cmp_globex')
      expect(Object.keys(session!.answers).sort()).toEqual(
        [EARLY_PATHS.user, EARLY_PATHS.companyView('cmp_globex'), ...home].sort(),
      )
      for (const [path, body] of Object.entries(session!.answers)) expect(body).toEqual(await asked(path))
      const other = tokenIn(
        await (await gateway.app.request('/users/all_users', { headers: { Cookie: refreshCookie } })).text(),
      )
      expect(Object.keys(other!.answers).sort()).toEqual(
        [EARLY_PATHS.user, EARLY_PATHS.companyView('cmp_globex')].sort(),
      )
      expect(html.replace(/\s*<script type="application\/json".*?<\/script>/, '')).toBe(sessionPage)

      // Without a cookie, with a forged one, or once signed out: the page as built, cached as before.
      const forged = `${refreshCookie.slice(0, -4)}AAAA`
      await gateway.app.request('/identity/v1/sign-out', {
        method: 'POST',
        headers: { Cookie: refreshCookie },
      })
      for (const headers of [{}, { Cookie: forged }, { Cookie: refreshCookie }] as Record<string, string>[]) {
        const plain = await gateway.app.request('/home', { headers })
        expect(plain.headers.get('Cache-Control')).toBe('no-cache')
        expect(await plain.text()).toBe(sessionPage)
      }
    } finally {
      await gateway.close()
    }
  })

  it("writes the page's first script into a signed-in page, run by the response's nonce and only there", async () => {
    const gateway = await startGateway()
    serveSpa(gateway.app, earlyRoot)
    try {
      const { cookie } = await signIn(gateway, 'owner@globex.example')
      const page = await gateway.app.request('/home', { headers: { Cookie: cookie.split(';')[0]! } })
      const nonce = /'nonce-([^']+)'/.exec(page.headers.get('Content-Security-Policy') ?? '')?.[1]
      expect(nonce).toBeTruthy()
      const html = await page.text()
      expect(html).not.toContain('early-session-Xy9_z.js')
      // A classic script in a function of its own, the code as built ("$&" kept: no replacement pattern).
      expect(html).toContain(`<script nonce="${nonce}">(() => {\n${earlyCode}\n})()</script>`)
      expect(tokenIn(html)?.idToken).toBeTruthy()

      // Signed out, the page as built: the script is fetched as a module.
      const plain = await gateway.app.request('/home')
      expect(await plain.text()).toBe(sessionPage.replace('<head>', `<head>${earlyTag}`))
    } finally {
      await gateway.close()
    }
  })

  it("starts a drawn page's entry after its first paint, fetched at once, and leaves a page without a nonce alone", () => {
    const entry = '<script type="module" crossorigin src="/assets/index-Ab_1.js"></script>'
    const html = `<html><head>${entry}</head><body><div id="root">drawn</div></body></html>`
    const started = startAfterFirstPaint(html, 'n0nce')
    expect(started).not.toContain(entry)
    expect(started).toContain('<link rel="modulepreload" crossorigin href="/assets/index-Ab_1.js">')
    // After the root, run by the response's nonce: a frame first, and a timer for a tab that paints none.
    const start = started.slice(started.indexOf('drawn'))
    expect(start).toMatch(
      /<script nonce="n0nce">[^<]*import\("\/assets\/index-Ab_1\.js"\)[^<]*requestAnimationFrame/,
    )
    expect(start).toMatch(/setTimeout\(start, \d+\)/)
    expect(startAfterFirstPaint(html, '')).toBe(html)
  })

  it('draws nothing when the renderer was not built: pages go out as before', () => {
    expect(signedInDrawing(join(root, 'no-such-bundle.js'))).toBeNull()
  })
})
