// @module-tag engine (two processes on one Postgres): also runs on Postgres, see docs/testing.md.
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PATHS } from '../../../src/domain/api-paths'
import { freePortBlock } from '../../setup/free-ports'
import { freshPostgres, PASSWORD, quietInvite } from '../gateway'

// Two gateway processes (`server/main.ts`, as `npm start` runs it) on one throwaway Postgres: they start
// together (one migrates and seeds, the other waits), and what must hold across processes does — one
// sign-in budget per address, one lockout per account, sessions either can check, and a process killed
// in the middle of a write leaves nothing half-written behind while the other keeps serving.

const adminUrl = process.env.TEST_DATABASE_URL
const RATE_LIMIT = 14

interface Gateway {
  url: string
  process: ChildProcess
  /** What the process printed, for a failure's message. */
  output: () => string
}

async function startProcess(
  databaseUrl: string,
  secret: string,
  dataDir: string,
  name: string,
): Promise<Gateway> {
  const port = await freePortBlock(1)
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      // Names the process's database sessions, so the test can tell which process runs a job.
      PGAPPNAME: name,
      DATABASE_URL: databaseUrl,
      TOKEN_SECRET: secret,
      DATA_DIR: dataDir,
      PORT: String(port),
      SIGN_IN_RATE_LIMIT: String(RATE_LIMIT),
      STATIC_ROOT: join(dataDir, 'no-build'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stderr?.on('data', (chunk) => (output += String(chunk)))
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`gateway did not start:\n${output}`)), 90_000)
    child.stdout?.on('data', (chunk) => {
      output += String(chunk)
      if (output.includes('Awareness admin console:')) {
        clearTimeout(timer)
        resolve({ url: `http://127.0.0.1:${port}`, process: child, output: () => output })
      }
    })
    child.on('exit', (code) => reject(new Error(`gateway exited with ${code}:\n${output}`)))
  })
}

const signIn = (gateway: Gateway, email: string, password: string) =>
  fetch(`${gateway.url}/identity/v1/accounts/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

describe.skipIf(!adminUrl)('two gateway processes on one Postgres', () => {
  let a: Gateway, b: Gateway, c: Gateway | undefined, sql: postgres.Sql
  let drop: () => Promise<void>, dataDir: string, databaseUrl: string, secret: string
  beforeAll(async () => {
    const database = await freshPostgres(adminUrl!)
    drop = database.drop
    sql = postgres(database.url, { max: 1, onnotice: () => {} })
    dataDir = mkdtempSync(join(tmpdir(), 'two-gateways-'))
    databaseUrl = database.url
    secret = randomBytes(32).toString('base64')
    ;[a, b] = await Promise.all([
      startProcess(database.url, secret, join(dataDir, 'a'), 'gateway-a'),
      startProcess(database.url, secret, join(dataDir, 'b'), 'gateway-b'),
    ])
  }, 120_000)
  afterAll(async () => {
    a?.process.kill('SIGKILL')
    b?.process.kill('SIGKILL')
    c?.process.kill('SIGKILL')
    await sql?.end()
    await drop?.()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('start together: migrated and seeded once', async () => {
    const [row] = await sql<
      { n: number }[]
    >`select count(*)::int as n from users where email = 'admin@acme.example'`
    expect(row!.n).toBe(1)
  })

  it('share sessions, the per-account lockout and the per-address sign-in budget', async () => {
    // 1: signed in on A, the identity token is good on B, and signing out on B ends the session on A.
    const signedIn = await signIn(a, 'admin@acme.example', PASSWORD)
    expect(signedIn.status).toBe(200)
    const { idToken } = (await signedIn.json()) as { idToken: string }
    expect((await fetch(`${b.url}${PATHS.currentUser}`, { headers: bearer(idToken) })).status).toBe(200)

    // 2–11: ten wrong passwords, half on each process, lock the account (one counter in the database).
    for (let i = 0; i < 10; i++)
      expect((await signIn(i % 2 ? b : a, 'owner@globex.example', 'wrong password')).status).not.toBe(200)
    const [owner] = await sql<{ lockedUntil: Date | null }[]>`
      select locked_until as "lockedUntil" from users where email = 'owner@globex.example'`
    expect(owner!.lockedUntil!.getTime()).toBeGreaterThan(Date.now())
    // 12, 13: the right password is refused on either process — by the lockout, while the address still
    // has budget left (a lockout and a spent budget answer alike, 429; the budget header tells them apart).
    for (const gateway of [a, b]) {
      const locked = await signIn(gateway, 'owner@globex.example', PASSWORD)
      expect(locked.status).toBe(429)
      expect(remainingBudget(locked)).toBeGreaterThan(0)
    }
    // 14: the last attempt of the address's budget, then both processes refuse with 429.
    const last = await signIn(b, 'temp@acme.example', 'x')
    expect(last.status).not.toBe(429)
    expect(remainingBudget(last)).toBe(0)
    for (const gateway of [a, b]) {
      const refused = await signIn(gateway, 'admin@acme.example', PASSWORD)
      expect(refused.status).toBe(429)
      expect(remainingBudget(refused)).toBe(0)
    }
  })

  it('a process killed mid-write leaves nothing half-written, and the other serves on', async () => {
    // The address spent its sign-in budget above: end the window, as time would.
    await sql`delete from rate_limit_hits`
    const { idToken } = (await (await signIn(a, 'admin@acme.example', PASSWORD)).json()) as {
      idToken: string
    }
    const before = await countUsers(sql)
    const emails = Array.from({ length: 4000 }, (_, i) => `killed-${i}@acme.example`)
    const payload = quietInvite('cmp_acme', emails)
    const write = fetch(`${a.url}/api/v1/user/cmp_acme/invite`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...bearer(idToken) },
      body: JSON.stringify(payload),
    }).catch((error: unknown) => error)
    // Kill A once its transaction has begun inserting, before it can commit.
    const started = Date.now()
    while (Date.now() - started < 20_000) {
      const [busy] = await sql<{ n: number }[]>`
        select count(*)::int as n from pg_stat_activity
        where pid <> pg_backend_pid() and query ilike 'insert into "users"%'`
      if (busy!.n > 0) break
      await new Promise((resolve) => setTimeout(resolve, 2))
    }
    a.process.kill('SIGKILL')
    expect(await write, a.output().slice(-3000)).toBeInstanceOf(Error)
    // The dropped connection's transaction is rolled back: not one of the 4,000 exists.
    await expect.poll(() => countUsers(sql), { timeout: 10_000 }).toBe(before)
    // B serves the same session, and the same invite goes through whole.
    const retried = await fetch(`${b.url}/api/v1/user/cmp_acme/invite`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...bearer(idToken) },
      body: JSON.stringify(payload),
    })
    expect(retried.status).toBe(201)
    expect(await countUsers(sql)).toBe(before + emails.length)
  }, 60_000)

  it('share the job queue: a process killed mid-round loses no send and repeats none, and a schedule fires once', async () => {
    // A third process joins B (A was killed above); both work every queue.
    c = await startProcess(databaseUrl, secret, join(dataDir, 'c'), 'gateway-c')
    const { idToken } = (await (await signIn(b, 'admin@acme.example', PASSWORD)).json()) as {
      idToken: string
    }
    const launch = (gateway: Gateway, audience: string) =>
      fetch(`${gateway.url}/phishing/api/v3/company/cmp_acme/campaign`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...bearer(idToken) },
        body: JSON.stringify({
          name: `Round ${audience} ${Date.now()}`,
          kind: 'ONE_TIME',
          recurrence: 'once',
          sendDays: 0,
          startHour: 0,
          endHour: 23,
          businessDaysOnly: false,
          startDate: null,
          templateIds: ['sim_parcel_delivery'],
          loginPageId: null,
          audience,
          departmentIds: [],
          groupIds: [],
          userIds: [],
          emails: [],
          timeZone: 'UTC',
        }),
      })
    const big = await launch(b, 'USERS_ALL')
    expect(big.status).toBe(201)
    const { id: campaignId } = (await big.json()) as { id: string }
    // Every send of the round falls due now, then a small launch asks the queue to send what is due.
    await sql`update simulation_deliveries set planned_at = now() - interval '1 minute'
      where campaign_id = ${campaignId} and state = 'planned'`
    const [counted] = await sql<{ total: number }[]>`
      select count(*)::int as total from simulation_deliveries where campaign_id = ${campaignId}`
    const total = counted!.total
    expect(total).toBeGreaterThan(4000)
    expect((await launch(b, 'ONLY_ME')).status).toBe(201)
    // Kill whichever process is inside the round's send transaction.
    let killed: Gateway | null = null
    const started = Date.now()
    while (!killed && Date.now() - started < 30_000) {
      const [busy] = await sql<{ name: string }[]>`
        select application_name as name from pg_stat_activity
        where application_name in ('gateway-b', 'gateway-c') and xact_start is not null
          and query ilike '%outbox%'`
      if (busy) killed = busy.name === 'gateway-b' ? b : c
      else await new Promise((resolve) => setTimeout(resolve, 2))
    }
    expect(killed, 'a process sending the round').not.toBeNull()
    killed!.process.kill('SIGKILL')
    const survivor = killed === b ? c : b
    const mailed = async () => {
      const [row] = await sql<{ mails: number; deliveries: number; planned: number }[]>`
        select count(*)::int as mails, count(distinct o.delivery_id)::int as deliveries,
          (select count(*)::int from simulation_deliveries where campaign_id = ${campaignId} and state = 'planned') as planned
        from outbox o join simulation_deliveries d on d.id = o.delivery_id where d.campaign_id = ${campaignId}`
      return row!
    }
    // The killed transaction's batch is rolled back: part of the round is mailed, the rest still planned.
    await expect.poll(async () => (await mailed()).planned, { timeout: 10_000 }).toBeGreaterThan(0)
    // The survivor's next send (another launch) takes what is due: every recipient mailed exactly once.
    expect((await launch(survivor, 'ONLY_ME')).status).toBe(201)
    await expect
      .poll(mailed, { timeout: 60_000, interval: 500 })
      .toEqual({ mails: total, deliveries: total, planned: 0 })
    // A schedule's occurrence is one job however many processes watch it.
    const doubled = await sql`
      select name, singleton_on from pgboss.job where singleton_on is not null
        and name in ('simulation-rounds', 'simulation-sends', 'scheduled-reports', 'automatic-reminders')
      group by name, singleton_on having count(*) > 1`
    expect(doubled).toEqual([])
  }, 150_000)
})

/** `remaining` of the draft-7 RateLimit header the sign-in limiter sets. */
function remainingBudget(response: Response): number {
  const header = response.headers.get('ratelimit') ?? ''
  return Number(/remaining=(\d+)/.exec(header)?.[1] ?? NaN)
}

async function countUsers(sql: postgres.Sql): Promise<number> {
  const [row] = await sql<{ n: number }[]>`select count(*)::int as n from users where company_id = 'cmp_acme'`
  return row!.n
}
