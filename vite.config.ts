import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { availableParallelism } from 'node:os'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import react from '@vitejs/plugin-react'
import type { Plugin } from 'vite'
import { defineConfig } from 'vitest/config'
import SlowFirstSequencer from './tests/slow-first-sequencer.ts'
import { GATEWAY_PREFIXES } from './src/domain/api-paths.ts'
import { BUILD_TIMESTAMP_FILE } from './src/domain/new-version.ts'
import {
  FLOWS_COVERAGE_FILE,
  shippedCoverage,
  type ApprovedCoverageFile,
  type CoverageFile,
} from './src/visualizer/coverage-data.ts'
import { FLOWS_CHANGES_FILE, flowChanges, type ChangesFile } from './src/visualizer/flow-changes.ts'
import { COMPRESSIBLE, COMPRESS_MIN_BYTES } from './src/domain/static-files.ts'
import { pandaInline } from './server/panda-inline.ts'

/**
 * The build's timestamp, compiled into the SPA and written beside it: a running console that reads a different
 * one knows a newer build is published (the new-version banner). The dev server answers with its start time.
 */
function buildTimestamp(): Plugin {
  const timestamp = new Date().toISOString()
  const body = JSON.stringify({ timestamp })
  return {
    name: 'build-timestamp',
    config: () => ({ define: { 'import.meta.env.VITE_BUILD_TIMESTAMP': JSON.stringify(timestamp) } }),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: BUILD_TIMESTAMP_FILE, source: body })
    },
    configureServer(server) {
      server.middlewares.use(`/${BUILD_TIMESTAMP_FILE}`, (_request, response) => {
        response.setHeader('Content-Type', 'application/json')
        response.setHeader('Cache-Control', 'no-cache')
        response.end(body)
      })
    },
  }
}

/**
 * Every build ships the generated paths' coverage beside the SPA: each machine's model runs from its approved
 * coverage (machines/approved/<area>/<flow>.coverage.json, approved with its record), and, when
 * `npm run test:paths` ran before the build (coverage/paths.json), the view runs beside them.
 */
function flowsCoverage(): Plugin {
  const run = 'coverage/paths.json'
  const approvedDir = 'machines/approved'
  const body = () => {
    const approved = readdirSync(approvedDir, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.coverage.json'))
      .sort()
      .map((name) => JSON.parse(readFileSync(join(approvedDir, name), 'utf8')) as ApprovedCoverageFile)
    const ran = existsSync(run) ? (JSON.parse(readFileSync(run, 'utf8')) as CoverageFile) : null
    return JSON.stringify(shippedCoverage(approved, ran))
  }
  return {
    name: 'flows-coverage',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: FLOWS_COVERAGE_FILE, source: body() })
    },
    configureServer(server) {
      server.middlewares.use(`/${FLOWS_COVERAGE_FILE}`, (_request, response) => {
        response.setHeader('Content-Type', 'application/json')
        response.end(body())
      })
    },
  }
}

/** Files of `ref` under a folder, read in one `git cat-file --batch`; null when git or the ref is missing. */
function filesAt(
  ref: string,
  folder: string,
): { commit: string; subject: string; files: Map<string, string> } | null {
  const git = (args: string[], input?: string) =>
    execFileSync('git', args, { input, maxBuffer: 1 << 28, stdio: ['pipe', 'pipe', 'ignore'] })
  try {
    const [commit = '', subject = ''] = git(['log', '-1', '--format=%h%n%s', ref])
      .toString()
      .trim()
      .split('\n')
    const names = git(['ls-tree', '-r', '--name-only', ref, '--', folder])
      .toString()
      .split('\n')
      .filter(Boolean)
    const batch = git(['cat-file', '--batch'], names.map((name) => `${ref}:${name}`).join('\n') + '\n')
    const files = new Map<string, string>()
    let at = 0
    for (const name of names) {
      // Each object: "<sha> <type> <size>\n<content>\n".
      const lineEnd = batch.indexOf(10, at)
      const size = Number(batch.subarray(at, lineEnd).toString().split(' ')[2])
      files.set(name, batch.subarray(lineEnd + 1, lineEnd + 1 + size).toString('utf8'))
      at = lineEnd + 1 + size + 1
    }
    return { commit, subject, files }
  } catch {
    return null
  }
}

/**
 * What changed in each flow since an earlier version (issue 65): FLOWS_BASE (a git ref), else the latest tag,
 * else the commit before HEAD; read from the approved coverage and records there and here.
 */
function flowsChanges(): Plugin {
  const folder = 'machines/approved'
  const body = () => {
    let ref = process.env.FLOWS_BASE
    if (!ref)
      try {
        ref = execFileSync('git', ['describe', '--tags', '--abbrev=0'], {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'ignore'],
        }).trim()
      } catch {
        ref = 'HEAD~1'
      }
    const base = filesAt(ref, folder)
    const machines: ChangesFile['machines'] = {}
    for (const name of readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((n) =>
      n.endsWith('.coverage.json'),
    )) {
      const recordName = name.replace(/\.coverage\.json$/, '.flow.txt')
      const current = {
        coverage: JSON.parse(readFileSync(join(folder, name), 'utf8')) as ApprovedCoverageFile,
        record: existsSync(join(folder, recordName)) ? readFileSync(join(folder, recordName), 'utf8') : '',
      }
      const [baseCoverage, baseRecord] = [
        base?.files.get(`${folder}/${name}`),
        base?.files.get(`${folder}/${recordName}`),
      ]
      machines[current.coverage.id] = flowChanges(
        current,
        baseRecord === undefined
          ? null
          : {
              coverage: baseCoverage ? (JSON.parse(baseCoverage) as ApprovedCoverageFile) : null,
              record: baseRecord,
            },
      )
    }
    const file: ChangesFile = {
      base: base ? { ref, commit: base.commit, subject: base.subject } : null,
      machines,
    }
    return JSON.stringify(file)
  }
  return {
    name: 'flows-changes',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: FLOWS_CHANGES_FILE, source: body() })
    },
    configureServer(server) {
      server.middlewares.use(`/${FLOWS_CHANGES_FILE}`, (_request, response) => {
        response.setHeader('Content-Type', 'application/json')
        response.end(body())
      })
    },
  }
}

/**
 * src/early-session.ts as its own entry, the first script of index.html (async): the session's first call
 * leaves while the console's code downloads. Vite would fold a second script of the page into the main entry.
 */
function earlySession(): Plugin {
  const name = 'early-session'
  return {
    name,
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'chunk', id: 'src/early-session.ts', name })
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.name === name,
        )
        if (!chunk) throw new Error('the early-session chunk is missing from the build')
        // server/static.ts writes it into a signed-in page as a classic script.
        if (
          chunk.type === 'chunk' &&
          (chunk.imports.length || chunk.exports.length || /import\.meta/.test(chunk.code))
        )
          throw new Error(
            'the early-session chunk must import and export nothing: it also runs as a classic script',
          )
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src: `/${chunk.fileName}` },
            injectTo: 'head-prepend',
          },
        ]
      },
    },
  }
}

/**
 * Brotli (quality 11) and gzip (level 9) beside every text file of the build, made once here so the gateway
 * serves them by Accept-Encoding without compressing per request (server/static.ts).
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress)
  const gz = promisify(gzip)
  let outDir = 'dist'
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle)
        .filter((name) => COMPRESSIBLE.test(name))
        .map((name) => join(outDir, name))
        .filter((file) => existsSync(file) && statSync(file).size >= COMPRESS_MIN_BYTES)
      await Promise.all(
        files.map(async (file) => {
          const body = readFileSync(file)
          const [br, gzipped] = await Promise.all([
            brotli(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 11,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gz(body, { level: 9 }),
          ])
          writeFileSync(`${file}.br`, br)
          writeFileSync(`${file}.gz`, gzipped)
        }),
      )
    },
  }
}

/** The modules `roots` import statically, themselves included: what loads with them, before anything asked for. */
function staticImports(
  context: { getModuleInfo(id: string): { importedIds: readonly string[] } | null },
  roots: string[],
): Set<string> {
  const seen = new Set<string>()
  const stack = [...roots]
  while (stack.length) {
    const id = stack.pop()!
    if (seen.has(id)) continue
    seen.add(id)
    stack.push(...(context.getModuleInfo(id)?.importedIds ?? []))
  }
  return seen
}

/**
 * The signed-in first screen in few files (issue 23): the shell's own modules in one chunk and /home's in
 * another, instead of some 36 small shared chunks each fetched, instantiated and evaluated on their own.
 * Modules that the entry or a page drawn without the shell (src/app/Routes.tsx: guest and error pages) also
 * use are left to the automatic split, so /login never loads the shell. The visualizer (staff, 240 KB of its
 * own) shares the shell's dialogs and menus and loads the shell chunk with them.
 */
const OUTSIDE_SHELL = [
  'src/main',
  'src/features/login/LoginPage',
  'src/features/password/ChangePasswordPage',
  'src/features/password/ForgotPasswordPage',
  'src/features/password/ResetPasswordPage',
  'src/features/sso/SsoFailPage',
  'src/app/routes/sso-login-route',
  'src/app/routes/sign-up-route',
  'src/app/routes/login-as-company-route',
  'src/features/errors/NotFoundPage',
  'src/features/errors/ServerErrorPage',
  'src/features/errors/DisabledCompanyPage',
  'src/features/errors/NoPermissionPage',
  'src/features/shell/PlannedPage',
]
/** Chunk name → the module whose static imports it gathers; the shell first, it is on every signed-in page. */
const FIRST_SCREEN = {
  shell: 'src/app/ShellRoute',
  home: 'src/app/routes/home-route',
  calendar: 'src/app/routes/activity-calendar-block',
}
const firstScreenGroups = Object.fromEntries(
  Object.keys(FIRST_SCREEN).map((name) => [name, new Set<string>()]),
)
function firstScreenChunks(): Plugin {
  return {
    name: 'first-screen-chunks',
    apply: 'build',
    buildEnd() {
      for (const group of Object.values(firstScreenGroups)) group.clear()
      const ids = [...this.getModuleIds()].map((id) => [id, id.replaceAll('\\', '/')] as const)
      const lookup = (path: string) =>
        ids.find(([, id]) => /\.tsx?$/.test(id) && id.replace(/\.tsx?$/, '').endsWith(`/${path}`))?.[0]
      // A build of another entry has no shell to group.
      if (!lookup(FIRST_SCREEN.shell)) return
      const find = (path: string) => {
        const found = lookup(path)
        if (!found) throw new Error(`first-screen-chunks: ${path} is not in the build; update OUTSIDE_SHELL`)
        return found
      }
      const closure = (roots: string[]) => staticImports(this, roots)
      const outside = closure(OUTSIDE_SHELL.map(find))
      const lazyTargets = [
        ...new Set(ids.flatMap(([id]) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [])),
      ]
      const shell = closure([find(FIRST_SCREEN.shell)])
      for (const id of shell) if (!outside.has(id)) firstScreenGroups.shell!.add(id)
      // Every signed-in page loads the shell anyway; a module /home shares with another page stays in the
      // automatic split, or that page would load all of /home's chunk for it.
      for (const [name, path] of Object.entries(FIRST_SCREEN).slice(1)) {
        const root = find(path)
        const own = closure([root])
        const others = closure(
          lazyTargets.filter((target) => target !== root && !closure([target]).has(root)),
        )
        for (const id of own)
          if (!outside.has(id) && !shell.has(id) && !others.has(id)) firstScreenGroups[name]!.add(id)
      }
    },
  }
}

/**
 * /login's own script in one file (issue 66): every module it imports statically, which rolldown would otherwise
 * split off where what it loads on demand (the code step, Contact Support) shares them — three files, 0.9 KB more.
 */
const SIGN_IN_ENTRY = 'src/login-main.tsx'
/** Left out: the page's calls to Panda are class names by then (server/panda-inline.ts), its modules unused. */
const PANDA = /\/styled-system\//
const signInModules = new Set<string>()
function signInChunk(): Plugin {
  return {
    name: 'sign-in-chunk',
    apply: 'build',
    buildEnd() {
      signInModules.clear()
      const entry = [...this.getModuleIds()].find((id) =>
        id.replaceAll('\\', '/').endsWith(`/${SIGN_IN_ENTRY}`),
      )
      if (!entry) throw new Error(`sign-in-chunk: ${SIGN_IN_ENTRY} is not in the build`)
      for (const id of staticImports(this, [entry])) signInModules.add(id)
    },
  }
}

/**
 * The server tests whose behaviour depends on the database engine (raw SQL, row and advisory locks, the job
 * tables, the relay, two gateways, the route walk, large pages) say so with `// @module-tag engine`. On Postgres
 * (TEST_DATABASE_URL set) only they run; on PGlite everything does.
 */
const ENGINE_TAG = /^\/\/ @module-tag engine\b/m
const serverTests = process.env.TEST_DATABASE_URL
  ? readdirSync('tests/server', { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.test.ts'))
      .filter((name) => ENGINE_TAG.test(readFileSync(join('tests/server', name), 'utf8')))
      .map((name) => `tests/server/${name}`)
  : ['tests/server/**/*.test.ts']

// In `npm run dev` the gateway listens on GATEWAY_PORT and Vite proxies exactly the gateway's prefixes.
const gateway = `http://127.0.0.1:${process.env.GATEWAY_PORT ?? 5174}`

// `vite build --ssr` (server/prerender-login.mjs) bundles the sign-in page and the signed-in landing for Node to
// render: the browser build's own outputs (coverage, changes, compressed files, chunk groups) are not its.
const ssrBuild = process.argv.includes('--ssr')
/**
 * /login's own script (src/login-main.tsx, issue 66), built after the console into the same dist/ by
 * server/prerender-login.mjs: on its own, so that it is one file and the console's chunks are not split by what the
 * two would share. It loads no style sheet of its own: the page links the console's.
 */
const signInBuild = process.env.SIGN_IN_BUILD === '1'

export default defineConfig({
  plugins: ssrBuild
    ? [react()]
    : signInBuild
      ? [react(), pandaInline(), precompress(), signInChunk()]
      : [
          react(),
          pandaInline(),
          buildTimestamp(),
          flowsCoverage(),
          flowsChanges(),
          earlySession(),
          precompress(),
          firstScreenChunks(),
        ],
  resolve: {
    // @xstate/react asks for the shims of useSyncExternalStore written for React 17; React 19 has it, and the same
    // package's own entries use React's (1.5 KB less on every page, the sign-in page's 90 KB included).
    alias: [
      {
        find: /^use-sync-external-store\/shim\/with-selector$/,
        replacement: 'use-sync-external-store/with-selector',
      },
      { find: /^use-sync-external-store\/shim$/, replacement: 'use-sync-external-store' },
    ],
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(GATEWAY_PREFIXES.map((prefix) => [prefix, { target: gateway }])),
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    ...(signInBuild ? { emptyOutDir: false, copyPublicDir: false } : {}),
    rolldownOptions: ssrBuild
      ? { input: { login: 'src/prerender/login.tsx', 'signed-in': 'src/prerender/signed-in.tsx' } }
      : signInBuild
        ? {
            input: { 'sign-in': SIGN_IN_ENTRY },
            output: {
              codeSplitting: {
                groups: [{ name: 'sign-in', test: (id: string) => signInModules.has(id) && !PANDA.test(id) }],
              },
            },
          }
        : {
            output: {
              codeSplitting: {
                includeDependenciesRecursively: false,
                groups: [
                  ...Object.keys(FIRST_SCREEN).map((name) => ({
                    name,
                    test: (id: string) => firstScreenGroups[name]!.has(id),
                  })),
                ],
              },
            },
          },
  },
  test: {
    // Vitest's default for a run is one worker fewer than the cores: on the 2-core machines CI and developers
    // use, that was a single worker and half the machine idle. The main process only reports.
    maxWorkers: Math.max(2, availableParallelism()),
    sequence: { sequencer: SlowFirstSequencer },
    tags: [
      { name: 'engine', description: 'Depends on the database engine: runs on PGlite and on Postgres.' },
    ],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // The files of a worker share one jsdom and the modules they import: the tests themselves take 7 s, and
          // setting up a fresh environment and module graph for each of the 51 files took the rest of 77 s (17 s
          // now; shuffled orders pass too, so no file depends on another's leftovers).
          isolate: false,
          setupFiles: ['tests/setup/dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'paths',
          include: ['tests/paths/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // view-coverage first: XState binds getInitialSnapshot when a machine is built, so its hook must be in
          // place before any machine module loads.
          setupFiles: ['tests/paths/view-coverage.ts', 'tests/setup/dom.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: serverTests,
          // Each file starts its own gateway on its own database; what it shares with the other files of its
          // worker is the gateway's modules, imported once instead of once a file (a third of the suite's time).
          isolate: false,
          environment: 'node',
          globalSetup: ['tests/server/seed-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two workers, each with its own gateway on its own copy of the seeded database (global-setup.ts);
          // a worker's files share the browser helpers and playwright, imported once.
          maxWorkers: 2,
          isolate: false,
          globalSetup: ['tests/e2e/global-setup.ts'],
        },
      },
    ],
  },
})
