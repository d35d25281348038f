import { and, eq } from 'drizzle-orm'
import type { Database } from '../db/open'
import { users } from '../db/schema'
import { notFound } from '../errors'

/** A user of the company in the path, or 404: another company's user is not found, not forbidden. */
export async function requireCompanyUser(db: Database, companyId: string, userId: string) {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)))
  if (!user) throw notFound('User not found')
  return user
}
