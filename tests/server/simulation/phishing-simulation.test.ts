// @module-tag engine (the job tables and row locks of the simulation engine): also runs on Postgres, see docs/testing.md.
import { Temporal } from 'temporal-polyfill'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SimulationCard, type SimulationOverview } from '../../../src/domain/simulation/answers'
import {
  DEFAULT_END_HOUR,
  DEFAULT_START_HOUR,
  SIMULATION_MESSAGES,
  type SimulationPayload,
} from '../../../src/domain/simulation/campaign'
import { LANDING_TITLE } from '../../../src/domain/simulation/landing'
import {
  departments,
  outbox,
  userDepartments,
  simulationDeliveries,
  simulationEvents,
  simulationTemplates,
} from '../../../server/db/schema'
import { dispatchDue } from '../../../server/simulation/dispatcher'
import { defaultXTestPhish } from '../../../server/simulation/settings'
import { backend, bearer, json, startSignedIn, TEST_PUBLIC_URL, type TestGateway } from '../gateway'

// Phishing simulation's gateway (issue 25): the seeded lists, launch refusing what the create flow would not
// send, the flight plan in each recipient's zone, the delivery engine's mails, and the recipient's side —
// landing page, login-page submit that keeps nothing, report button — with scanner clicks kept apart and
// every person's event recorded once.

let gateway: TestGateway, globex: string, acme: string
beforeAll(async () => {
  ;[gateway, globex, acme] = await startSignedIn('owner@globex.example', 'admin@acme.example')
})
afterAll(() => gateway.close())

const base = (company = 'cmp_globex') => `/phishing/api/v3/company/${company}`
const get = async (path: string, token = globex) => {
  const response = await gateway.app.request(path, bearer(token))
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
const post = async (path: string, body: unknown, token = globex) => {
  const response = await gateway.app.request(path, {
    ...json(body),
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
  })
  return {
    status: response.status,
    body: (await response.json().catch(() => ({}))) as Record<string, unknown>,
  }
}
const complete = (id: string) =>
  gateway.app.request(`${base()}/campaign/${id}/complete`, {
    method: 'PATCH',
    body: JSON.stringify({ companyId: 'cmp_globex' }),
    headers: { Authorization: `Bearer ${globex}`, 'Content-Type': 'application/json' },
  })
const messages = (body: Record<string, unknown>) =>
  (body.validationResults as { message: string }[] | undefined)?.map((r) => r.message) ?? []

const payload = (patch: Partial<SimulationPayload> = {}): SimulationPayload => ({
  name: 'Test simulation',
  kind: 'ONE_TIME',
  recurrence: 'once',
  sendDays: 0,
  startHour: DEFAULT_START_HOUR,
  endHour: DEFAULT_END_HOUR,
  businessDaysOnly: false,
  startDate: null,
  templateIds: ['sim_parcel_delivery'],
  loginPageId: null,
  audience: 'ONLY_ME',
  departmentIds: [],
  groupIds: [],
  userIds: [],
  emails: [],
  timeZone: 'Europe/Kyiv',
  ...patch,
})

const db = () => gateway.database.db
/** A Monday two to three weeks ahead: inside the year a start may be planned, away from today's hours. */
const MONDAY = (() => {
  const today = Temporal.Now.plainDateISO('Europe/Kyiv')
  return today.add({ days: 14 + ((8 - today.dayOfWeek) % 7) }).toString()
})()
const FAR = new Date(Date.now() + 40 * 86_400_000)

/** Launches, then mails everything at once and dates the handover an hour back (past the scanner window). */
async function launchAndMail(patch: Partial<SimulationPayload> = {}) {
  const launched = await post(`${base()}/campaign`, payload(patch))
  expect(launched.status).toBe(201)
  const id = launched.body.id as string
  await dispatchDue(db(), FAR, { publicUrl: TEST_PUBLIC_URL, relayed: false, jobs: null })
  await db()
    .update(simulationDeliveries)
    .set({ mailedAt: new Date(Date.now() - 3600_000), sentAt: new Date(Date.now() - 3600_000) })
    .where(eq(simulationDeliveries.campaignId, id))
  const deliveries = await db()
    .select()
    .from(simulationDeliveries)
    .where(eq(simulationDeliveries.campaignId, id))
  return { id, deliveries }
}

const BROWSER = {
  'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140 Safari/537.36',
}
const click = (token: string, init: RequestInit = {}) =>
  gateway.app.request(`/t/c/${token}`, { headers: BROWSER, ...init })
const confirm = (token: string, headers: Record<string, string> = BROWSER) =>
  gateway.app.request(`/t/c/${token}/confirm`, { method: 'POST', headers })

describe(`phishing simulation (${backend})`, () => {
  it('lists the seeded campaigns mid-flight: active with figures, archived apart', async () => {
    const active = await get(`${base()}/campaigns/active`)
    expect(active.status).toBe(200)
    const cards = active.body.items as SimulationCard[]
    const names = cards.map((card) => card.name)
    expect(names).toEqual(
      expect.arrayContaining([
        'Quarterly credential check',
        'Holiday parcel test',
        'Monthly awareness pulse',
      ]),
    )
    const quarterly = cards.find((card) => card.id === 'sim_globex_quarterly')!
    expect(quarterly).toMatchObject({ status: 'IN_PROGRESS', kind: 'SMART', roundNumber: 2, roundsTotal: 4 })
    expect(quarterly.statistic.totalCount).toBeGreaterThan(quarterly.assignedUsers)
    expect(quarterly.statistic.phishedCount).toBeGreaterThan(0)
    expect(quarterly.statistic.reportedCount).toBeGreaterThan(0)
    expect(quarterly.averageScore).toBeGreaterThan(0)
    const queued = cards.find((card) => card.id === 'sim_globex_monthly')!
    expect(queued).toMatchObject({ status: 'QUEUED', startedAt: null, statistic: { totalCount: 0 } })
    const archived = await get(`${base()}/campaigns/archive`)
    expect((archived.body.items as SimulationCard[]).map((card) => [card.name, card.status])).toEqual([
      ['Spring phishing drill', 'ARCHIVED'],
    ])
  })

  it('refuses what the create flow would not send, with the field and the reason', async () => {
    const url = `${base()}/campaign`
    expect(messages((await post(url, payload({ name: ' ' }))).body)).toContain(SIMULATION_MESSAGES.name)
    expect(messages((await post(url, payload({ startHour: 17, endHour: 9 }))).body)).toContain(
      SIMULATION_MESSAGES.hours,
    )
    expect(messages((await post(url, payload({ kind: 'SMART' }))).body)).toContain(
      SIMULATION_MESSAGES.recurrence,
    )
    expect(messages((await post(url, payload({ templateIds: [] }))).body)).toContain(
      SIMULATION_MESSAGES.templates,
    )
    expect(messages((await post(url, payload({ startDate: '2020-01-01' }))).body)).toContain(
      SIMULATION_MESSAGES.startPast,
    )
    expect(messages((await post(url, payload({ startDate: '2099-03-02' }))).body)).toContain(
      SIMULATION_MESSAGES.startFar,
    )
    expect(messages((await post(url, payload({ startDate: '+275760-09-13' }))).body)).toContain(
      SIMULATION_MESSAGES.startPast,
    )
    expect(messages((await post(url, payload({ sendDays: 7 }))).body)).toContain(SIMULATION_MESSAGES.sendDays)
    // A department of nobody: an empty audience is refused, not launched to no one.
    await db()
      .insert(departments)
      .values({ id: 'dep_sim_empty', companyId: 'cmp_globex', name: 'Nobody here' })
    const empty = await post(
      url,
      payload({ audience: 'USERS_FROM_DEPARTMENTS', departmentIds: ['dep_sim_empty'] }),
    )
    expect(messages(empty.body)).toEqual([SIMULATION_MESSAGES.emptyAudience])
    // A template without the link it would track.
    await db().insert(simulationTemplates).values({
      id: 'sim_globex_nolink',
      companyId: 'cmp_globex',
      name: 'No link',
      subject: 'Hello',
      fromName: 'IT',
      fromEmail: 'it@example.com',
      html: '<p>No link here</p>',
      difficulty: 'EASY',
      category: 'CUSTOM',
      provider: 0,
    })
    expect(messages((await post(url, payload({ templateIds: ['sim_globex_nolink'] }))).body)).toEqual([
      SIMULATION_MESSAGES.noUrlTag,
    ])
    // Another company's template, department or address is unknown here.
    expect((await post(url, payload({ templateIds: ['sim_globex_nolink'] }), acme)).status).toBe(403)
    const foreign = await post(
      `${base('cmp_acme')}/campaign`,
      payload({ templateIds: ['sim_globex_nolink'] }),
      acme,
    )
    expect(messages(foreign.body)).toEqual(['Unknown template.'])
    const stranger = await post(url, payload({ audience: 'CUSTOM_USERS', emails: ['admin@acme.example'] }))
    expect(messages(stranger.body)[0]).toMatch(/^Not an active user of this company: admin@acme\.example/)
  })

  it('refuses a send window with no hour left in a recipient’s zone', async () => {
    // A zone where it is already past 1am today: a one-day window of 12am–1am today is over there.
    const zone = [
      'Pacific/Kiritimati',
      'Asia/Tokyo',
      'Europe/Kyiv',
      'America/New_York',
      'Pacific/Honolulu',
    ].find((candidate) => {
      const hour = Number(
        new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone: candidate }).format(
          new Date(),
        ),
      )
      return hour >= 2
    })!
    const refused = await post(
      `${base()}/campaign`,
      payload({ sendDays: 1, startHour: 0, endHour: 1, timeZone: zone }),
    )
    expect(refused.status).toBe(422)
    expect(messages(refused.body)[0]).toContain(`The send window has no hour left in ${zone}`)
  })

  it('plans each recipient inside the window in their own zone (the flight plan)', async () => {
    const plan = await post(
      `${base()}/campaign/plan?pageSize=100`,
      payload({ audience: 'USERS_ALL', startDate: MONDAY, sendDays: 3, businessDaysOnly: true }),
    )
    expect(plan.status).toBe(200)
    const items = plan.body.items as { zone: string; plannedAt: string }[]
    expect(items.length).toBeGreaterThan(5)
    for (const item of items) {
      const parts = new Intl.DateTimeFormat('en-GB', {
        timeZone: item.zone,
        weekday: 'short',
        hour: 'numeric',
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).formatToParts(new Date(item.plannedAt))
      const part = (type: string) => parts.find((p) => p.type === type)!.value
      expect(Number(part('hour'))).toBeGreaterThanOrEqual(DEFAULT_START_HOUR)
      expect(Number(part('hour'))).toBeLessThan(DEFAULT_END_HOUR)
      // From a Monday, three business days are Monday to Wednesday.
      expect(['Mon', 'Tue', 'Wed']).toContain(part('weekday'))
      const day = `${part('year')}-${part('month')}-${part('day')}`
      expect(Temporal.PlainDate.from(MONDAY).until(day).days).toBeLessThanOrEqual(2)
    }
  })

  it('mails each recipient their own link; a click lands once, scanners apart, nothing typed is kept', async () => {
    const { id, deliveries } = await launchAndMail({ loginPageId: 'lp_microsoft' })
    const [delivery] = deliveries
    const [mail] = await db().select().from(outbox).where(eq(outbox.deliveryId, delivery!.id))
    expect(mail!.html).toContain(`${TEST_PUBLIC_URL}/t/c/${delivery!.token}`)
    expect(mail!.html).toContain(`${TEST_PUBLIC_URL}/t/o/${delivery!.token}.gif`)
    expect(mail!.body).toContain(`${TEST_PUBLIC_URL}/t/c/${delivery!.token}`)
    expect(mail!.headers).toMatchObject({ 'X-Test-Phish': defaultXTestPhish('cmp_globex') })
    const token = delivery!.token

    // Scanners: a HEAD, a known agent, a fetch whose page never ran.
    expect((await click(token, { method: 'HEAD' })).status).toBe(200)
    expect((await click(token, { headers: { 'User-Agent': 'Mimecast-Link-Scanner/1.0' } })).status).toBe(200)
    const page = await click(token)
    const html = await page.text()
    expect(html).toContain('Microsoft 365 sign-in')
    expect(html).not.toMatch(/<input[^>]*\bname=/)
    // The person's browser confirms, twice (a reload): one click.
    expect((await confirm(token)).status).toBe(204)
    expect((await confirm(token)).status).toBe(204)
    const submitted = await gateway.app.request(`/t/s/${token}`, {
      method: 'POST',
      headers: { ...BROWSER, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'user=victim%40globex.example&password=hunter2',
    })
    expect(await submitted.text()).toContain(LANDING_TITLE)
    const events = await db()
      .select()
      .from(simulationEvents)
      .where(eq(simulationEvents.deliveryId, delivery!.id))
    const person = events
      .filter((event) => event.scanner === null)
      .map((event) => event.kind)
      .sort()
    expect(person).toEqual(['clicked', 'opened', 'phished'])
    expect(
      events
        .filter((event) => event.scanner !== null)
        .map((event) => event.scanner)
        .sort(),
    ).toEqual(['agent', 'head'])
    const stored = JSON.stringify(await db().execute(sql`select * from simulation_events`))
    expect(stored).not.toContain('hunter2')
    const card = ((await get(`${base()}/campaigns/active`)).body.items as SimulationCard[]).find(
      (c) => c.id === id,
    )!
    expect(card.statistic).toEqual({ reportedCount: 0, phishedCount: 1, totalCount: deliveries.length })
  })

  it('takes a confirmation seconds after delivery for a sandbox, not a person', async () => {
    const { deliveries } = await launchAndMail()
    const [delivery] = deliveries
    await db()
      .update(simulationDeliveries)
      .set({ mailedAt: new Date(), sentAt: new Date() })
      .where(eq(simulationDeliveries.id, delivery!.id))
    await click(delivery!.token)
    await confirm(delivery!.token)
    const [row] = await db()
      .select()
      .from(simulationDeliveries)
      .where(eq(simulationDeliveries.id, delivery!.id))
    expect(row).toMatchObject({ clickedAt: null, phishedAt: null, scannerEvents: 2 })
  })

  it('counts a report only with the company’s own X-Test-Phish value', async () => {
    const { deliveries } = await launchAndMail()
    const token = deliveries[0]!.token
    const report = (value: string) =>
      gateway.app.request(`/t/r/${token}`, { method: 'POST', headers: { 'X-Test-Phish': value } })
    expect((await report(defaultXTestPhish('cmp_acme'))).status).toBe(404)
    expect((await report('')).status).toBe(404)
    expect((await report(defaultXTestPhish('cmp_globex'))).status).toBe(204)
    const [row] = await db().select().from(simulationDeliveries).where(eq(simulationDeliveries.token, token))
    expect(row!.reportedAt).not.toBeNull()
  })

  it('answers a forged token and a deleted campaign’s link with the same neutral page', async () => {
    expect((await click('AAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404)
    expect((await click('../../etc/passwd')).status).toBe(404)
    const { id, deliveries } = await launchAndMail()
    const url = `${base()}/campaign/${id}`
    expect((await gateway.app.request(`${url}/delete`, { method: 'DELETE', ...bearer(globex) })).status).toBe(
      409,
    )
    expect((await complete(id)).status).toBe(200)
    expect((await gateway.app.request(`${url}/delete`, { method: 'DELETE', ...bearer(acme) })).status).toBe(
      403,
    )
    expect((await gateway.app.request(`${url}/delete`, { method: 'DELETE', ...bearer(globex) })).status).toBe(
      204,
    )
    const gone = await click(deliveries[0]!.token)
    expect(gone.status).toBe(404)
    expect(await gone.text()).toContain('This link is no longer active.')
  })

  it('completes a campaign: it moves to the archive and its planned sends are cancelled', async () => {
    const launched = await post(
      `${base()}/campaign`,
      payload({ audience: 'USERS_ALL', startDate: MONDAY, name: 'Later' }),
    )
    const id = launched.body.id as string
    const response = await complete(id)
    expect(response.status).toBe(200)
    const states = await db()
      .select({ state: simulationDeliveries.state })
      .from(simulationDeliveries)
      .where(and(eq(simulationDeliveries.campaignId, id)))
    expect(new Set(states.map((row) => row.state))).toEqual(new Set(['cancelled']))
    const archived = (await get(`${base()}/campaigns/archive`)).body.items as SimulationCard[]
    expect(archived.map((card) => card.id)).toContain(id)
  })

  it('reports the funnel with scanner events apart, recipients DESC by phished with why, and breakdowns', async () => {
    const report = `${base()}/campaign/sim_globex_quarterly/report`
    const overview = (await get(`${report}/overview`)).body as unknown as SimulationOverview
    expect(overview.campaign).toMatchObject({ name: 'Quarterly credential check', roundNumber: 2 })
    const { funnel } = overview
    expect(funnel.sent).toBeGreaterThan(0)
    expect(funnel.opened).toBeGreaterThanOrEqual(funnel.clicked)
    expect(funnel.clicked).toBeGreaterThanOrEqual(funnel.phished)
    expect(overview.scanner.events).toBeGreaterThan(0)
    expect(overview.scanner.byReason.agent).toBe(overview.scanner.events)
    expect(overview.rounds.map((round) => round.roundNumber)).toEqual([1, 2])
    expect(overview.timeline.length).toBeGreaterThan(0)

    const page = await get(`${report}/recipients`)
    const items = page.body.items as { phishedAt: string | null; state: string; why: string | null }[]
    expect(items).toHaveLength(25)
    // DESC by phished (000 §9): who fell for it first, newest first.
    const phished = items.filter((item) => item.phishedAt !== null).map((item) => item.phishedAt!)
    expect(items.slice(0, phished.length).every((item) => item.phishedAt !== null)).toBe(true)
    expect([...phished].sort().reverse()).toEqual(phished)
    const pending = await get(`${report}/recipients?events=pending&orderBy=plannedAt&order=ASC`)
    const waiting = pending.body.items as { state: string; why: string }[]
    for (const item of waiting) expect(item.why).toMatch(/^(Waiting for its send time|Due now)/)
    const reported = await get(`${report}/recipients?events=reported&pageSize=100`)
    expect((reported.body.items as unknown[]).length).toBe(
      (reported.body.pageInfo as { totalCount: number }).totalCount,
    )
    expect((await get(`${report}/recipients?orderBy=password`)).status).toBe(422)

    const csv = await gateway.app.request(`${report}/recipients?isCsv=true`, bearer(globex))
    expect(csv.headers.get('content-type')).toContain('text/csv')
    expect((await csv.text()).split('\r\n')[0]).toBe(
      'Full name,Email,Round,Template,Zone,Planned,State,Sent,Opened,Clicked,Phished,Reported,Scanner events,Why not sent',
    )
    const byDepartment = (await get(`${report}/breakdown/departments`)).body.items as {
      name: string
      sent: number
    }[]
    expect(byDepartment.length).toBeGreaterThan(1)
    expect((await get(`${report}/breakdown/passwords`)).status).toBe(404)
    // Another company's campaign is not reachable through this one's path, nor through its own.
    expect(
      (await get(`${base('cmp_acme')}/campaign/sim_globex_quarterly/report/overview`, acme)).status,
    ).toBe(404)
    expect((await get(`${report}/overview`, acme)).status).toBe(403)
  })

  it('narrows every table by the report filters: period, department, group and round', async () => {
    const report = `${base()}/campaign/sim_globex_quarterly/report`
    const overview = (await get(`${report}/overview`)).body as unknown as SimulationOverview
    const department = overview.filters.departments[0]!
    expect(overview.filters.groups.length).toBeGreaterThan(0)
    const total = (path: string) =>
      get(path).then((r) => (r.body.pageInfo as { totalCount: number } | undefined)?.totalCount)
    const all = await total(`${report}/recipients`)
    const inDepartment = await total(`${report}/recipients?departments=${department.id}`)
    expect(inDepartment).toBeGreaterThan(0)
    expect(inDepartment).toBeLessThan(all!)
    const members = await gateway.database.db
      .select({ userId: userDepartments.userId })
      .from(userDepartments)
      .where(eq(userDepartments.departmentId, department.id))
    const ids = new Set(members.map((m) => m.userId))
    const rows = (await get(`${report}/recipients?departments=${department.id}&pageSize=100`)).body.items as {
      userId: string
    }[]
    expect(rows.every((row) => ids.has(row.userId))).toBe(true)
    expect(await total(`${report}/recipients?rounds=2`)).toBeLessThan(all!)
    expect(await total(`${report}/recipients?from=2099-01-01`)).toBe(0)
    expect(await total(`${report}/recipients?to=2001-01-01`)).toBe(0)
    expect(await total(`${report}/recipients?from=2001-01-01&to=2099-12-31`)).toBe(all)
    expect((await get(`${report}/recipients?from=yesterday`)).status).toBe(422)
    const byRound = (await get(`${report}/breakdown/rounds?departments=${department.id}`)).body.items as {
      planned: number
    }[]
    expect(byRound.reduce((sum, round) => sum + round.planned, 0)).toBe(inDepartment)
    expect((await get(`${report}/breakdown/templates?groups=grp_nobody`)).body.items).toEqual([])
  })

  it('keeps a company’s own template sanitised, with its link, and refuses one without it', async () => {
    const template = {
      name: 'Payroll portal update',
      subject: 'Action needed: confirm your payroll details',
      fromName: 'Payroll',
      fromEmail: 'Payroll@Globex-HR.example',
      difficulty: 'HARD',
      category: 'CORPORATE',
      provider: 0,
      html: '<p onclick="steal()">Hi {{firstName}}</p><script>alert(1)</script><a href="%url_tag%">Confirm</a>',
    }
    const refused = await post(`${base()}/templates`, { ...template, html: '<p>No link</p>' })
    expect(refused.status).toBe(422)
    expect(messages(refused.body)).toEqual([SIMULATION_MESSAGES.noUrlTag])
    expect((await post(`${base()}/templates`, { ...template, name: ' ', fromEmail: 'nobody' })).status).toBe(
      422,
    )
    const created = await post(`${base()}/templates`, template)
    expect(created.status).toBe(201)
    const html = created.body.html as string
    expect(html).toContain('<a href="%url_tag%">Confirm</a>')
    expect(html).not.toMatch(/script|onclick/)
    expect(created.body).toMatchObject({ isCustom: true, fromEmail: 'payroll@globex-hr.example' })
    const id = created.body.id as string
    // Acme sees neither it in its library nor a way to delete it.
    const acmeLibrary = await get(`${base('cmp_acme')}/templates?searchText=Payroll%20portal`, acme)
    expect(acmeLibrary.body.items).toEqual([])
    const del = (company: string, token: string) =>
      gateway.app.request(`${base(company)}/templates/${id}`, { method: 'DELETE', ...bearer(token) })
    expect((await del('cmp_acme', acme)).status).toBe(404)
    // In use by a live campaign: kept.
    const launched = await post(
      `${base()}/campaign`,
      payload({ name: 'Custom template run', templateIds: [id] }),
    )
    expect(launched.status).toBe(201)
    const inUse = await del('cmp_globex', globex)
    expect(inUse.status).toBe(409)
    expect((await complete(launched.body.id as string)).status).toBe(200)
    expect((await del('cmp_globex', globex)).status).toBe(204)
  })
})
