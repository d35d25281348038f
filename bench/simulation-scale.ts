import { SMTPServer } from 'smtp-server'
import { isNotNull, sql } from 'drizzle-orm'
import { outbox, users } from '../server/db/schema'
import { createRelay } from '../server/mail/relay'
import { dispatchDue } from '../server/simulation/dispatcher'
import { bearer, json, signIn, TEST_PUBLIC_URL } from '../tests/server/gateway'
import { eventually, startRelayQueue } from '../tests/server/job-queue'
import { openScaleGateway, type ScaleBackend } from './scale-gateway'

// The issue-25 budgets: launching (planning and storing) a 10,000-recipient smart campaign of 12 months, the
// recipients tab of its report at 10,000 mails (p95 per page: sorts, filters, search), and the delivery of
// all 10,000 through a loopback SMTP server (mails per second).

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!

export async function simulationScale(backend: ScaleBackend, count = 10_000) {
  const scale = await openScaleGateway(backend)
  const { gateway } = scale
  const received = { n: 0 }
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => {})
      stream.on('end', () => {
        received.n += 1
        callback()
      })
    },
  })
  const port = await new Promise<number>((resolve) =>
    smtp.listen(0, '127.0.0.1', () => resolve((smtp.server.address() as { port: number }).port)),
  )
  try {
    const { db } = gateway.database
    for (let start = 0; start < count; start += 2000)
      await db.insert(users).values(
        Array.from({ length: Math.min(2000, count - start) }, (_, i) => ({
          id: `bench_s${start + i}`,
          companyId: 'cmp_acme',
          email: `recipient${start + i}@sim.example`,
          name: `Name${(start + i) % 977}`,
          lastName: `Last${(start + i) % 1013}`,
          role: 'user',
          timeZone: ['Europe/Kyiv', 'America/Chicago', 'Asia/Tokyo', null][(start + i) % 4],
        })),
      )
    const { token } = await signIn(gateway, 'admin@acme.example')
    const base = '/phishing/api/v3/company/cmp_acme'
    const started = performance.now()
    const launched = await scale.request(`${base}/campaign`, {
      ...json({
        name: 'Bench smart campaign',
        kind: 'SMART',
        recurrence: 'monthly',
        sendDays: 0,
        startHour: 0,
        endHour: 23,
        businessDaysOnly: false,
        startDate: null,
        templateIds: ['sim_o365_password_expiry', 'sim_parcel_delivery', 'sim_bank_alert'],
        loginPageId: null,
        audience: 'USERS_ALL',
        departmentIds: [],
        groupIds: [],
        userIds: [],
        emails: [],
        timeZone: 'Europe/Kyiv',
      }),
      headers: { 'Content-Type': 'application/json', ...bearer(token).headers },
    })
    const launchMs = performance.now() - started
    const { id, recipients } = (await launched.json()) as { id: string; recipients: number }
    // The whole first round becomes due: mailed to the outbox, then relayed.
    const later = new Date(Date.now() + 40 * 86_400_000)
    const relay = createRelay(db, {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      ratePerMinute: 1_000_000,
      now: () => later,
    })
    const queue = await startRelayQueue(gateway.database, relay)
    const relayStarted = performance.now()
    await dispatchDue(db, later, { publicUrl: TEST_PUBLIC_URL, relayed: true, jobs: queue.sender })
    const sent = await eventually(async () => {
      const [row] = await db
        .select({
          sent: sql<number>`count(*) filter (where ${outbox.status} = 'sent')::int`,
          queued: sql<number>`count(*) filter (where ${outbox.status} = 'queued')::int`,
        })
        .from(outbox)
        .where(isNotNull(outbox.deliveryId))
      return row && row.queued === 0 ? row.sent : undefined
    }, 'the round relayed', 600_000)
    const relaySeconds = (performance.now() - relayStarted) / 1000
    const relayed = { sent }
    await queue.stop()
    relay.close()
    const report = `${base}/campaign/${id}/report/recipients`
    const queries = [
      '',
      '?pageNumber=3',
      '?orderBy=plannedAt&order=ASC',
      '?orderBy=email',
      '?events=phished',
      '?events=pending',
      '?searchText=recipient12',
      '?pageSize=100&pageNumber=20',
    ]
    const times: number[] = []
    for (let round = 0; round < 3; round += 1)
      for (const query of queries) {
        const at = performance.now()
        const response = await scale.request(`${report}${query}`, bearer(token))
        await response.arrayBuffer()
        times.push(performance.now() - at)
      }
    // The phishing summary across campaigns over those mails, sent a day ago (the relay's clock was ahead), a
    // tenth of them phished: each tab as its page loads it (figures, table, choices).
    await db.execute(
      sql`update simulation_deliveries set sent_at = now() - interval '1 day', phished_at = case when random() < 0.1 then now() end where campaign_id = ${id}`,
    )
    const summary = '/reports/api/v1/company/cmp_acme/phishing_summary'
    const summaryTimes: number[] = []
    for (let round = 0; round < 3; round += 1)
      for (const tab of [
        'overview',
        'campaigns',
        'templates',
        'recipients',
        'departments',
        'groups',
        'filters',
      ]) {
        const at = performance.now()
        const response = await scale.request(`${summary}/${tab}?range=30d`, bearer(token))
        await response.arrayBuffer()
        if (round > 0) summaryTimes.push(performance.now() - at)
        if (process.env.BENCH_TRACE) console.log(tab, (performance.now() - at).toFixed(0))
      }
    // The dashboard's users (each category) and departments tabs over the same 10,000 learners.
    const dashboard = '/reports/api/v1/company/cmp_acme/dashboard'
    const dashboardTimes: number[] = []
    for (let round = 0; round < 3; round += 1)
      for (const tab of [
        'users?category=inProgress',
        'users?category=mostPhished',
        'users?category=notRegistered',
        'departments',
        'company',
      ]) {
        const at = performance.now()
        const response = await scale.request(`${dashboard}/${tab}`, bearer(token))
        await response.arrayBuffer()
        if (round > 0) dashboardTimes.push(performance.now() - at)
        if (process.env.BENCH_TRACE) console.log(tab, (performance.now() - at).toFixed(0))
      }
    return {
      dashboardP95: percentile(dashboardTimes, 0.95),
      summaryP95: percentile(summaryTimes, 0.95),
      recipients,
      launchMs,
      mailsPerSecond: relayed.sent / relaySeconds,
      sent: relayed.sent,
      received: received.n,
      reportP95: percentile(times.slice(queries.length), 0.95),
    }
  } finally {
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
    await scale.close()
  }
}
