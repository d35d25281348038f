import type { Database } from '../db/open'
import { assignDueMonthlyVideos } from '../monthly-video/assign'
import { sendDueReports } from '../reports/schedules'
import { sendDueAutomaticReminders } from '../reminders/automatic'
import { dispatchDue, openDueRounds } from './dispatcher'

// The simulation scheduler in a gateway process: every few seconds it opens due rounds and turns due sends
// into outbox mails. Several processes may run it on one Postgres: their claims skip each other's rows.

export interface EngineOptions {
  publicUrl: string
  relayed: boolean
  intervalMs?: number
  now?: () => Date
}

const REMINDER_PASS_MS = 60_000
/** Per database: two gateways of one process (the tests start many) each keep their own minute. */
const lastReminderPass = new WeakMap<Database, number>()

export async function runSchedulerOnce(db: Database, options: EngineOptions) {
  const now = options.now?.() ?? new Date()
  const rounds = await openDueRounds(db, now)
  const mailed = await dispatchDue(db, now, options)
  // The month's video for the companies that give it automatically (once each, whichever process runs first).
  const monthlyVideos = await assignDueMonthlyVideos(db, now)
  // Scheduled reports that fell due, as PDF mails (each claimed by one process).
  const reports = await sendDueReports(db, now)
  // Automatic reminders of the companies that turned them on (each learner claimed by one process). Their
  // intervals are days: a pass a minute is plenty, and spares the database a scan every tick.
  const reminderPass = now.getTime() - (lastReminderPass.get(db) ?? 0) >= REMINDER_PASS_MS
  if (reminderPass) lastReminderPass.set(db, now.getTime())
  const reminders = reminderPass ? await sendDueAutomaticReminders(db, now) : 0
  return { rounds, mailed, monthlyVideos, reports, reminders }
}

export function startSimulationEngine(db: Database, options: EngineOptions) {
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    runSchedulerOnce(db, options)
      .catch((error: unknown) => console.error('Simulation scheduler:', error))
      .finally(() => {
        running = false
      })
  }, options.intervalMs ?? 5000)
  return { stop: () => clearInterval(timer) }
}
