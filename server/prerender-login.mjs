// The sign-in page written to HTML at build time (issue 66): `vite build --ssr` bundles src/prerender/login.tsx
// (and src/prerender/signed-in.tsx, which the gateway runs at request time), this script runs the first under a
// jsdom window at the console's address, and the result goes into the page the build made for /login's own script
// (login-shell.html, vite.config.ts) as dist/login.html. The gateway serves it for /login to a request with no
// session (server/static.ts); every other page is index.html as before.
import { execFileSync } from 'node:child_process'
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

const shell = `${root}dist/login-shell.html`
const page = readFileSync(shell, 'utf8')
if (!page.includes('<div id="root"></div>'))
  throw new Error('prerender-login: dist/login-shell.html has no empty #root')
for (const [file, body] of Object.entries(pages))
  writeFileSync(`${root}dist/${file}`, page.replace('<div id="root"></div>', `<div id="root">${body}</div>`))
for (const suffix of ['', '.br', '.gz']) rmSync(`${shell}${suffix}`, { force: true })
