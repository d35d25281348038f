import { randomUUID } from 'node:crypto'
import type { Database } from '../db/open'
import { outbox } from '../db/schema'

export interface Mail {
  to: string
  subject: string
  body: string
  kind: string
}

/** Every mail lands in the outbox table; an SMTP relay, when configured, reads from there. */
export async function sendMail(db: Database, mail: Mail): Promise<void> {
  await db.insert(outbox).values({ id: randomUUID(), ...mail, to: mail.to.toLowerCase() })
}
