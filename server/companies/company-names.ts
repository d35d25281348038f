import { and, eq, ne, sql } from 'drizzle-orm'
import type { Database } from '../db/open'
import { companies } from '../db/schema'

// A company's name is unique, whatever its case: sign-up and the company's general settings both refuse a taken one.

/** Whether another company has this name; an invited company's own name is its own to keep. */
export const companyExists = async (db: Database, name: string, except?: string) =>
  (
    await db
      .select({ id: companies.id })
      .from(companies)
      .where(
        and(
          eq(sql`lower(${companies.name})`, name.trim().toLowerCase()),
          except ? ne(companies.id, except) : undefined,
        ),
      )
  ).length > 0
