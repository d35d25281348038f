// The sign-in page written to HTML at build time (issue 66): `vite build --ssr` bundles src/prerender/login.tsx
// (and src/prerender/signed-in.tsx, which the gateway runs at request time), this script runs the first under a
// jsdom window at the console's address, and the result goes, with /login's own script (src/login-main.tsx, built
// here on its own: vite.config.ts, SIGN_IN_BUILD), into a copy of the console's index.html as dist/login.html. The
// gateway serves it for /login to a request with no session (server/static.ts); every other page is index.html.
import { execFileSync } from 'node:child_process'
import process from 'node:process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { fileURLToPath, pathToFileURL, URL } from 'node:url'
import { installBrowserGlobals } from './browser-globals.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
// Kept: the gateway's drawing worker renders the signed-in landing from dist-ssr/signed-in.js at request time.
const out = `${root}dist-ssr`
execFileSync('npx', ['vite', 'build', '--ssr', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'], {
  cwd: root,
  stdio: 'inherit',
})

const { renderLogin } = await import(pathToFileURL(`${out}/login.js`).href)
// Two pages: at a plain address (localhost, an IP) the guest pages know at once that no company brand applies; at
// a named host they wait for the host's brand, and draw that wait. The gateway serves the one the host asks for.
const pages = {}
for (const [file, address] of [
  ['login.html', 'http://127.0.0.1/login'],
  ['login-host.html', 'https://console.example/login'],
]) {
  installBrowserGlobals(address)
  pages[file] = await renderLogin()
}

// The page's script, built after the console into the same folder; its manifest names the entry's file.
const manifest = 'sign-in-manifest.json'
execFileSync('npx', ['vite', 'build', '--manifest', manifest, '--logLevel', 'warn'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, SIGN_IN_BUILD: '1' },
})
const chunks = JSON.parse(readFileSync(`${root}dist/${manifest}`, 'utf8'))
for (const suffix of ['', '.br', '.gz']) rmSync(`${root}dist/${manifest}${suffix}`, { force: true })
const entry = chunks['src/login-main.tsx']
if (!entry?.file) throw new Error('prerender-login: the sign-in build has no entry')
// What the entry imports (the parts it shares with what it loads on demand), preloaded beside it.
const preloads = new Set()
for (const stack = [...(entry.imports ?? [])]; stack.length;) {
  const key = stack.pop()
  if (preloads.has(key)) continue
  preloads.add(key)
  stack.push(...(chunks[key]?.imports ?? []))
}

// The console's page with the sign-in script in place of the console's and its preloads.
const index = readFileSync(`${root}dist/index.html`, 'utf8')
const script = /<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/
if (!script.test(index) || !index.includes('<div id="root"></div>'))
  throw new Error('prerender-login: dist/index.html is not the page this script expects')
const page = index
  .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
  .replace(
    script,
    [
      `<script type="module" crossorigin src="/${entry.file}"></script>`,
      ...[...preloads].map((key) => `<link rel="modulepreload" crossorigin href="/${chunks[key].file}">`),
    ].join('\n    '),
  )
for (const [file, body] of Object.entries(pages))
  writeFileSync(`${root}dist/${file}`, page.replace('<div id="root"></div>', `<div id="root">${body}</div>`))
