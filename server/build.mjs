// The gateway compiled for production (issue 63): one ES module, dist-server/main.js, that `node` runs without a
// TypeScript loader. Packages stay in node_modules (imported at run time, as installed); the project's own code
// (server/ and the src/domain rules it shares with the SPA) is bundled. The files the gateway reads beside its code
// (the database migrations, the demo's sample clips) are copied next to the bundle, where server/assets.ts finds
// them in both layouts.
import { build } from 'esbuild'
import { execFileSync } from 'node:child_process'
import { cpSync, rmSync } from 'node:fs'
import { execPath } from 'node:process'
import { fileURLToPath, URL } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const out = `${root}dist-server`
rmSync(out, { recursive: true, force: true })
await build({
  entryPoints: { main: `${root}server/main.ts`, 'dump-schema': `${root}server/db/dump-schema.ts` },
  outdir: out,
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
// The migrated, empty cluster a fresh embedded database starts from (server/db/schema-snapshot.ts).
execFileSync(execPath, [`${out}/dump-schema.js`], { stdio: 'inherit' })
