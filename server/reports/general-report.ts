import { sql, type SQL } from 'drizzle-orm'
import { Temporal } from 'temporal-polyfill'
import { cultureScore } from '../../src/domain/dashboard'
import {
  GENERAL_CSV_FIELDS,
  GENERAL_TEXTS,
  generalFigures,
  monthLabel,
  phishPronePercent,
  type GeneralMonth,
  type GeneralStatistics,
} from '../../src/domain/general-report'
import type { Database } from '../db/open'
import { rowsOf } from '../exercise/totals'
import { companyHeading, type ReportDocument } from './document'

// The general report (ours, issue 28 ★ risk over time): twenty-four month ends, each read as the records stood
// then — training and gaming tasks assigned in the 90 days before and completed by the month's end, the exercise
// campaigns started in those 90 days, the simulation mails sent in the month — for the company and for the whole
// platform, in three grouped queries. The last twelve months are the trend; the twelve before are the baseline.

const MONTHS = 24
const WINDOW = sql`interval '90 days'`

interface MonthBounds {
  month: string
  start: Date
  end: Date
}

function monthBounds(now: Date): MonthBounds[] {
  const current = Temporal.Instant.fromEpochMilliseconds(now.getTime())
    .toZonedDateTimeISO('UTC')
    .toPlainDate()
  const first = Temporal.PlainYearMonth.from({ year: current.year, month: current.month }).subtract({
    months: MONTHS - 1,
  })
  return Array.from({ length: MONTHS }, (_, index) => {
    const month = first.add({ months: index })
    const start = month.toPlainDate({ day: 1 }).toZonedDateTime({ timeZone: 'UTC' })
    const next = month.add({ months: 1 }).toPlainDate({ day: 1 }).toZonedDateTime({ timeZone: 'UTC' })
    // The current month ends now: its figures are the records as they stand.
    const end = Math.min(next.epochMilliseconds, now.getTime() + 1)
    return { month: month.toString(), start: new Date(start.epochMilliseconds), end: new Date(end) }
  })
}

const monthsTable = (bounds: MonthBounds[]) =>
  sql`(values ${sql.join(
    bounds.map(
      (b, index) =>
        sql`(${index}::int, ${b.start.toISOString()}::timestamptz, ${b.end.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  )}) as m(idx, s, e)`

type Row = Record<string, unknown>
const rows = (db: Database, query: SQL) => rowsOf<Row>(db, query)
const n = (value: unknown) => (value === null || value === undefined ? 0 : Number(value))

async function monthly(db: Database, companyId: string, bounds: MonthBounds[]) {
  const months = monthsTable(bounds)
  const [tasks, exercises, mails] = await Promise.all([
    rows(
      db,
      sql`select m.idx, t.kind,
        count(*) filter (where t.company_id = ${companyId}) as own,
        count(*) filter (where t.company_id = ${companyId} and t.completed_at < m.e) as own_done,
        count(*) as everyone,
        count(*) filter (where t.completed_at < m.e) as everyone_done
      from ${months}
      join user_tasks t on t.kind in ('training', 'gaming') and t.created_at < m.e and t.created_at >= m.e - ${WINDOW}
      group by m.idx, t.kind`,
    ),
    rows(
      db,
      sql`select m.idx,
        sum(p.score * (p.assignments->>'total')::int) filter (where p.company_id = ${companyId} and p.score is not null) as own_weighted,
        sum((p.assignments->>'total')::int) filter (where p.company_id = ${companyId} and p.score is not null) as own_weight,
        sum(p.score * (p.assignments->>'total')::int) filter (where p.score is not null) as everyone_weighted,
        sum((p.assignments->>'total')::int) filter (where p.score is not null) as everyone_weight
      from ${months}
      join phishing_campaigns p on p.started_at < m.e and p.started_at >= m.e - ${WINDOW}
      group by m.idx`,
    ),
    rows(
      db,
      sql`select m.idx,
        count(*) filter (where d.company_id = ${companyId}) as own_sent,
        count(d.phished_at) filter (where d.company_id = ${companyId}) as own_phished,
        count(*) as everyone_sent,
        count(d.phished_at) as everyone_phished
      from ${months}
      join simulation_deliveries d on d.sent_at >= m.s and d.sent_at < m.e
      group by m.idx`,
    ),
  ])
  return bounds.map((bound, index) => {
    const task = (kind: string) => tasks.find((row) => n(row.idx) === index && row.kind === kind)
    const exercise = exercises.find((row) => n(row.idx) === index)
    const mail = mails.find((row) => n(row.idx) === index)
    const completion = (row: Row | undefined, who: 'own' | 'everyone') =>
      row && n(row[who]) > 0 ? (n(row[`${who}_done`]) / n(row[who])) * 100 : null
    const score = (who: 'own' | 'everyone') =>
      exercise && n(exercise[`${who}_weight`]) > 0
        ? n(exercise[`${who}_weighted`]) / n(exercise[`${who}_weight`]) / 10
        : null
    const culture = (who: 'own' | 'everyone') =>
      cultureScore({
        training: completion(task('training'), who),
        gaming: completion(task('gaming'), who),
        exercise: score(who),
      })?.score ?? null
    return {
      month: bound.month,
      cultureScore: culture('own'),
      phishProne: phishPronePercent(n(mail?.own_phished), n(mail?.own_sent)),
      platformCultureScore: culture('everyone'),
      platformPhishProne: phishPronePercent(n(mail?.everyone_phished), n(mail?.everyone_sent)),
      mailsSent: n(mail?.own_sent),
      phished: n(mail?.own_phished),
    }
  })
}

const mean = (values: (number | null)[]) => {
  const known = values.filter((value): value is number => value !== null)
  return known.length ? Math.round(known.reduce((sum, value) => sum + value, 0) / known.length) : null
}

export async function generalReport(db: Database, companyId: string, now = new Date()) {
  const all = await monthly(db, companyId, monthBounds(now))
  const previous = all.slice(0, MONTHS / 2)
  const recent = all.slice(MONTHS / 2)
  const last = recent[recent.length - 1]!
  const sum = (rows: typeof all, key: 'mailsSent' | 'phished') =>
    rows.reduce((total, row) => total + row[key], 0)
  const items: GeneralMonth[] = recent.map(({ phished: _phished, ...row }) => row)
  const statistics: GeneralStatistics = {
    cultureScore: last.cultureScore,
    previousCultureScore: mean(previous.map((row) => row.cultureScore)),
    platformCultureScore: last.platformCultureScore,
    phishProne: phishPronePercent(sum(recent, 'phished'), sum(recent, 'mailsSent')),
    previousPhishProne: phishPronePercent(sum(previous, 'phished'), sum(previous, 'mailsSent')),
    platformPhishProne: mean(recent.map((row) => row.platformPhishProne)),
  }
  return { items, statistics }
}

export async function generalReportDocument(db: Database, companyId: string): Promise<ReportDocument> {
  const { items, statistics: s } = await generalReport(db, companyId)
  return {
    ...(await companyHeading(db, companyId)),
    title: GENERAL_TEXTS.title,
    fileName: 'general-report',
    scope: [['Period', `${monthLabel(items[0]!.month)} – ${monthLabel(items[items.length - 1]!.month)}`]],
    figures: generalFigures(s),
    columns: [...GENERAL_CSV_FIELDS],
    rows: items.map((row) => [
      monthLabel(row.month),
      row.cultureScore,
      row.phishProne,
      row.platformCultureScore,
      row.platformPhishProne,
      row.mailsSent,
    ]),
  }
}
