import type { Database } from '../db/open'
import type { JobSender } from '../jobs/sender'
import { emitWebhookEvents } from '../webhooks/emit'

// The webhook events about people, in one place whatever the door they came through (the console's invite and
// disable, a SCIM client's create and deactivation): the same payload for the same thing, emitted in the
// transaction that records it.

type Writer = Pick<Database, 'select' | 'insert' | 'execute'>

export interface AddedUser {
  userId: string
  email: string
  name: string
  lastName: string
  role: string
  departments: readonly string[]
  groups: readonly string[]
}

export const emitUsersAdded = (
  db: Writer,
  jobs: JobSender | null,
  companyId: string,
  people: readonly AddedUser[],
  at: Date,
) =>
  emitWebhookEvents(
    db,
    jobs,
    companyId,
    'user.added',
    people.map((person) => ({ ...person })),
    at,
  )

export const emitUsersDisabled = (
  db: Writer,
  jobs: JobSender | null,
  companyId: string,
  people: readonly { userId: string; email: string }[],
  at: Date,
) =>
  emitWebhookEvents(
    db,
    jobs,
    companyId,
    'user.disabled',
    people.map(({ userId, email }) => ({ userId, email })),
    at,
  )
