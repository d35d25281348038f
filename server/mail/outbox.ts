import { randomUUID } from 'node:crypto'
import { and, eq, gt } from 'drizzle-orm'
import type { Database } from '../db/open'
import { outbox, type MailAttachment } from '../db/schema'
import type { JobSender } from '../jobs/sender'

export interface Mail {
  to: string
  subject: string
  body: string
  kind: string
  attachments?: MailAttachment[]
  /** The company whose mail it is: its own SMTP server sends it when it set one. */
  companyId?: string
}

/** The job that sends one outbox mail. */
export interface MailJob {
  outboxId: string
}

/**
 * Every mail lands in the outbox table, and with it a job on the mail queue (the relay's work), in the caller's
 * transaction when it passes one. `jobs` is null only where no queue runs (a test's own database, the seed): the
 * outbox is then the demo's mailbox.
 */
export async function sendMail(db: Database, jobs: JobSender | null, mail: Mail): Promise<void> {
  await sendMails(db, jobs, [mail])
}

/** Many mails in a few statements: a 50,000-user import must not be 50,000 round trips. */
export async function sendMails(db: Database, jobs: JobSender | null, mails: readonly Mail[]): Promise<void> {
  for (let start = 0; start < mails.length; start += 1000) {
    const rows = mails
      .slice(start, start + 1000)
      .map((mail) => ({ id: randomUUID(), ...mail, to: mail.to.toLowerCase() }))
    await db.insert(outbox).values(rows)
    await enqueueMails(db, jobs, rows)
  }
}

/** The mail queue's jobs for outbox rows just written (by a caller that inserts its own rows). */
export async function enqueueMails(db: Database, jobs: JobSender | null, rows: readonly { id: string }[]) {
  await jobs?.enqueue(
    db,
    'mail-send',
    rows.map((row) => ({ data: { outboxId: row.id } satisfies MailJob, singletonKey: row.id })),
  )
}

/**
 * A company's mail still queued because nothing could send it (no console server, no server of its own yet): its
 * jobs again, once it has a server. A mail older than the relay's day is left; its job would only fail it.
 */
export async function enqueueWaitingMail(db: Database, jobs: JobSender | null, companyId: string) {
  const waiting = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.companyId, companyId),
        eq(outbox.status, 'queued'),
        gt(outbox.createdAt, new Date(Date.now() - 24 * 3600_000)),
      ),
    )
  await enqueueMails(db, jobs, waiting)
}
