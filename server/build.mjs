// The gateway compiled for production (issue 63): one ES module, dist-server/main.js, that `node` runs without a
// TypeScript loader. Packages stay in node_modules (imported at run time, as installed); the project's own code
// (server/ and the src/domain rules it shares with the SPA) is bundled. The files the gateway reads beside its code
// (the database migrations, the demo's sample clips) are copied next to the bundle, where server/assets.ts finds
// them in both layouts.
import { build } from 'esbuild'
import { cpSync, rmSync } from 'node:fs'
import { fileURLToPath, URL } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const out = `${root}dist-server`
rmSync(out, { recursive: true, force: true })
await build({
  entryPoints: [`${root}server/main.ts`],
  outfile: `${out}/main.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
})
cpSync(`${root}server/db/migrations`, `${out}/db/migrations`, { recursive: true })
cpSync(`${root}server/seed/videos`, `${out}/seed/videos`, { recursive: true })
