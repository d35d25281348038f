import { and, eq } from 'drizzle-orm'
import type { Database } from '../db/open'
import { tournaments } from '../db/schema'
import { notFound } from '../errors'

/** The company's own tournament by its id; another company's reads as not found. */
export async function ownTournament(db: Database, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(tournaments)
    .where(and(eq(tournaments.id, id), eq(tournaments.companyId, companyId)))
  if (!row) throw notFound('Tournament not found')
  return row
}
