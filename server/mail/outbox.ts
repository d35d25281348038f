import { randomUUID } from 'node:crypto'
import type { Database } from '../db/open'
import { outbox, type MailAttachment } from '../db/schema'

export interface Mail {
  to: string
  subject: string
  body: string
  kind: string
  attachments?: MailAttachment[]
  /** The company whose mail it is: its own SMTP server sends it when it set one. */
  companyId?: string
}

/** Every mail lands in the outbox table; an SMTP relay, when configured, reads from there. */
export async function sendMail(db: Database, mail: Mail): Promise<void> {
  await db.insert(outbox).values({ id: randomUUID(), ...mail, to: mail.to.toLowerCase() })
}

/** Many mails in a few statements: a 50,000-user import must not be 50,000 round trips. */
export async function sendMails(db: Database, mails: readonly Mail[]): Promise<void> {
  for (let start = 0; start < mails.length; start += 1000)
    await db
      .insert(outbox)
      .values(
        mails
          .slice(start, start + 1000)
          .map((mail) => ({ id: randomUUID(), ...mail, to: mail.to.toLowerCase() })),
      )
}
