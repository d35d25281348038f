import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import autocannon from 'autocannon'
import postgres from 'postgres'
import { freePortBlock } from '../tests/setup/free-ports'

// The gateway's work per core and its scale-out (issue 66): a bounded load of the two heaviest reads against the
// compiled gateway (`node dist-server/main.js`, as production runs it), on the embedded PGlite and on Postgres;
// then the same load on Postgres spread evenly over three processes. Requests per second, latency percentiles,
// errors, and how much of the machine's cores the gateway processes and the load generator each used.
// Standalone: `node --import tsx bench/throughput.ts [gateway dir] [postgres admin url]` (the dir defaults to this
// checkout; another checkout's build measures an older commit the same way).

export interface ThroughputRow {
  name: string
  processes: number
  connections: number
  requests: number
  perSecond: number
  p50: number
  p95: number
  p99: number
  errors: number
  /** CPU seconds per wall second, over the machine's cores: the gateway processes, and this load generator. */
  gatewayShare: number
  loadShare: number
  /** The same for Postgres's processes on this machine (0 on PGlite, which runs inside the gateway). */
  postgresShare: number
  /** The gateway processes' CPU time per request: the work per core, steadier than the rate on a shared machine. */
  cpuMsPerRequest: number
}

const REQUESTS = Number(process.env.BENCH_THROUGHPUT_REQUESTS ?? 3_000)
const WARM_REQUESTS = 1_500
const TICKS = 100

interface Gateway {
  url: string
  pid: number
  stop(): void
}

/**
 * The environment the bench started with. Vite's builds inside the bench (the /login split, the stack's floor) set
 * NODE_ENV=production in this process, and a gateway started after them inherited it: a production gateway seeds
 * no demo accounts, and a full run died on the load's sign-in (400) while runs of this file alone passed.
 */
export const LAUNCH_ENV = { ...process.env }

async function startGateway(dir: string, env: Record<string, string>): Promise<Gateway> {
  // Below the ephemeral range: a random port above it collided with a load connection's (a bench run failed on it).
  const port = await freePortBlock(1)
  // BENCH_GATEWAY_NODE_ARGS: node's own flags for the gateways (say --cpu-prof, to see where a request's time goes).
  const flags = process.env.BENCH_GATEWAY_NODE_ARGS?.split(' ').filter(Boolean) ?? []
  const child: ChildProcess = spawn('node', [...flags, 'dist-server/main.js'], {
    cwd: dir,
    env: { ...LAUNCH_ENV, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let errors = ''
  child.stderr!.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)))
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; ; i++) {
    if (child.exitCode !== null || i > 1200) throw new Error(`gateway did not start: ${errors}`)
    if (
      await fetch(`${url}/login`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break
    await new Promise((done) => setTimeout(done, 100))
  }
  await settled(child.pid!)
  return { url, pid: child.pid!, stop: () => child.kill('SIGTERM') }
}

/**
 * Until the new process is quiet: it answers before it has finished starting (the worker that draws signed-in
 * pages loads jsdom on the first page asked for), and that work landed in the first row measured.
 */
async function settled(pid: number, quietShare = 0.05, maxMs = 15_000) {
  const started = performance.now()
  let ticks = cpuTicks(pid)
  while (performance.now() - started < maxMs) {
    await new Promise((done) => setTimeout(done, 500))
    const now = cpuTicks(pid)
    if ((now - ticks) / TICKS / 0.5 < quietShare) return
    ticks = now
  }
}

const cpuTicks = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return Number(fields[11]) + Number(fields[12])
}

/** Every running Postgres process's CPU ticks, by process id (the server and its backends). */
function postgresTicks(): Map<string, number> {
  const ticks = new Map<string, number>()
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== 'postgres') continue
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      ticks.set(pid, Number(fields[11]) + Number(fields[12]))
    } catch {
      // gone between the listing and the read
    }
  }
  return ticks
}

/** Ticks used since `before`: a backend started since counts from zero, one ended since is not seen. */
const postgresTicksSince = (before: Map<string, number>) =>
  [...postgresTicks()].reduce((sum, [pid, ticks]) => sum + ticks - (before.get(pid) ?? 0), 0)

export async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/identity/v1/accounts/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'owner@globex.example', password: 'Awareness#2026' }),
  })
  const { idToken } = (await response.json()) as { idToken?: string }
  if (!idToken) throw new Error(`sign-in for the load: ${response.status}`)
  return idToken
}

const TARGETS = {
  'users list': (url: string, token: string): autocannon.Options => ({
    url: `${url}/api/v1/users/list/cmp_globex`,
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      paging: { pageNumber: 0, pageSize: 10 },
      sort: { orderBy: 'email', order: 'ASC' },
    }),
  }),
  'exercise report users tab': (url: string, token: string): autocannon.Options => ({
    url: `${url}/phishing-exercise/api/v1/company/cmp_globex/campaign/phx_globex_q3/report/users?pageSize=10`,
    headers: { Authorization: `Bearer ${token}` },
  }),
  // Every sort, direction, page size and page of the campaign in turn (its learners' pages, 440-odd answers on the
  // demo's Q3 exercise), more than the 300 answers a process keeps (server/reports/exercise-report-cache.ts):
  // every request computes its page, as on a campaign that keeps changing.
  'exercise report users tab, every sort and page in turn': (
    url: string,
    token: string,
  ): autocannon.Options => ({
    url,
    headers: { Authorization: `Bearer ${token}` },
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          path: reportPaths[(page = (page + 1) % reportPaths.length)],
        }),
      },
    ],
  }),
}
type Target = keyof typeof TARGETS
// BENCH_THROUGHPUT_ONLY=<part of a row's name> measures only the matching rows (a targeted run while working).
const targets = () =>
  (Object.keys(TARGETS) as Target[]).filter((name) => name.includes(process.env.BENCH_THROUGHPUT_ONLY ?? ''))
const REPORT_USERS = '/phishing-exercise/api/v1/company/cmp_globex/campaign/phx_globex_q3/report/users'
const REPORT_SORTS = [
  'fullName',
  'email',
  'status',
  'daysToComplete',
  'completionPercentage',
  'correct',
  'partial',
  'wrong',
  'score',
  'completedAt',
]
let reportPaths: string[] = []
let page = 0

/** The report's pages that hold learners, by every sort, direction and page size. */
async function readReportPaths(url: string, token: string): Promise<string[]> {
  const response = await fetch(`${url}${REPORT_USERS}?pageSize=10`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  if (!response.ok) throw new Error(`the report's first page: ${response.status} ${await response.text()}`)
  const { data } = (await response.json()) as { data: { pageInfo: { totalCount: number } } }
  const paths: string[] = []
  for (const orderBy of REPORT_SORTS)
    for (const order of ['asc', 'desc'])
      for (const pageSize of [10, 25, 50, 100])
        for (let n = 0; n * pageSize < data.pageInfo.totalCount; n++)
          paths.push(`${REPORT_USERS}?orderBy=${orderBy}&order=${order}&pageSize=${pageSize}&pageNumber=${n}`)
  return paths
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0

/** REQUESTS requests at `connections`, split evenly over the gateways (no proxy: each has its own share). */
async function load(gateways: Gateway[], target: Target, connections: number, name: string) {
  const tokens = await Promise.all(gateways.map((g) => signIn(g.url)))
  reportPaths = await readReportPaths(gateways[0]!.url, tokens[0]!)
  // Warm each process before the measured run: its first requests compile the routes' code, and a route measured
  // first, on 200 requests of warming, ran a third slower than the same route measured after another row.
  await Promise.all(
    gateways.map((g, i) =>
      run({ ...TARGETS[target](g.url, tokens[i]!), amount: WARM_REQUESTS, connections: 4 }, []),
    ),
  )
  const times: number[] = []
  const ticksBefore = gateways.map((g) => cpuTicks(g.pid))
  const postgresBefore = postgresTicks()
  const ownBefore = process.cpuUsage()
  const started = performance.now()
  const results = await Promise.all(
    gateways.map((g, i) =>
      run(
        {
          ...TARGETS[target](g.url, tokens[i]!),
          amount: Math.round(REQUESTS / gateways.length),
          connections: Math.round(connections / gateways.length),
        },
        times,
      ),
    ),
  )
  // Until the last answer: autocannon reports its end on its next one-second tick.
  const seconds = (lastAnswer - started) / 1000
  const own = process.cpuUsage(ownBefore)
  const gatewayTicks = gateways.reduce((sum, g, i) => sum + cpuTicks(g.pid) - ticksBefore[i]!, 0)
  const postgresUsed = postgresTicksSince(postgresBefore)
  const sorted = times.sort((a, b) => a - b)
  const cores = cpus().length
  return {
    name,
    processes: gateways.length,
    connections,
    requests: sorted.length,
    perSecond: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    errors: results.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0),
    gatewayShare: gatewayTicks / TICKS / seconds / cores,
    loadShare: (own.user + own.system) / 1e6 / seconds / cores,
    postgresShare: postgresUsed / TICKS / seconds / cores,
    cpuMsPerRequest: ((gatewayTicks / TICKS) * 1000) / sorted.length,
  } satisfies ThroughputRow
}

let lastAnswer = 0

function run(options: autocannon.Options, times: number[]): Promise<autocannon.Result> {
  return new Promise((done, fail) => {
    const instance = autocannon(options, (error, result) => (error ? fail(error) : done(result)))
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      times.push(responseTime)
      lastAnswer = performance.now()
    })
  })
}

async function throwawayDatabase(adminUrl: string) {
  const name = `bench_throughput_${process.pid}`
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} })
  await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await admin.unsafe(`CREATE DATABASE ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.end()
    },
  }
}

export async function gatewayThroughput(
  dir = process.cwd(),
  postgresAdminUrl = process.env.TEST_DATABASE_URL,
): Promise<ThroughputRow[]> {
  const rows: ThroughputRow[] = []
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-throughput-'))
  // BENCH_THROUGHPUT_POSTGRES_ONLY / _PGLITE_ONLY: one database's rows (a targeted run while working).
  if (!process.env.BENCH_THROUGHPUT_POSTGRES_ONLY) {
    const embedded = await startGateway(dir, { DATA_DIR: dataDir, DATABASE_URL: '' })
    try {
      for (const target of targets()) rows.push(await load([embedded], target, 10, `${target}, PGlite`))
    } finally {
      embedded.stop()
      setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 500)
    }
  }
  if (!postgresAdminUrl || process.env.BENCH_THROUGHPUT_PGLITE_ONLY) return rows
  const database = await throwawayDatabase(postgresAdminUrl)
  const env = { DATABASE_URL: database.url, DATA_DIR: dataDir, TOKEN_SECRET: 'bench-'.padEnd(48, 'x') }
  const gateways: Gateway[] = []
  try {
    // The first process migrates and seeds; the others find that done.
    gateways.push(await startGateway(dir, env))
    for (const target of targets()) rows.push(await load(gateways, target, 10, `${target}, Postgres`))
    if (targets().includes('users list')) {
      rows.push(await load(gateways, 'users list', 30, 'users list, Postgres'))
      gateways.push(await startGateway(dir, env), await startGateway(dir, env))
      rows.push(await load(gateways, 'users list', 30, 'users list, Postgres'))
    }
  } finally {
    for (const gateway of gateways) gateway.stop()
    await new Promise((done) => setTimeout(done, 1000))
    await database.drop()
  }
  return rows
}

export const throughputLine = (row: ThroughputRow) =>
  `${row.perSecond.toFixed(0)} requests/s, ${row.cpuMsPerRequest.toFixed(2)} ms of gateway CPU each, p50 ${row.p50.toFixed(0)} / p95 ${row.p95.toFixed(0)} / p99 ${row.p99.toFixed(0)} ms, ${row.errors} errors; gateway ${(row.gatewayShare * 100).toFixed(0)}%${row.postgresShare ? `, Postgres ${(row.postgresShare * 100).toFixed(0)}%` : ''} and load generator ${(row.loadShare * 100).toFixed(0)}% of the ${cpus().length} cores`

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await gatewayThroughput(
    resolve(process.argv[2] ?? '.'),
    process.argv[3] ?? process.env.TEST_DATABASE_URL,
  )
  for (const row of rows)
    console.log(
      `${row.name}, ${row.processes} process(es), concurrency ${row.connections}: ${throughputLine(row)}`,
    )
}
