import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from '../db/open'
import { simulationSettings } from '../db/schema'

// 002 §3 "Phishing settings" and "Ded settings": one row per company, made with its defaults when first read.
// The X-Test-Phish value is the company's own (derived, not guessable from another company's), so a report
// button recognises this company's tests and nobody else's.

export const defaultXTestPhish = (companyId: string) =>
  createHash('sha256').update(`x-test-phish|${companyId}`).digest('hex').slice(0, 32)

export async function settingsOf(db: Database, companyId: string) {
  const [row] = await db.select().from(simulationSettings).where(eq(simulationSettings.companyId, companyId))
  if (row) return row
  const [made] = await db
    .insert(simulationSettings)
    .values({ companyId, xTestPhish: defaultXTestPhish(companyId) })
    .onConflictDoNothing()
    .returning()
  return (
    made ??
    (await db.select().from(simulationSettings).where(eq(simulationSettings.companyId, companyId)))[0]!
  )
}

export async function xTestPhishOf(db: Database, companyId: string): Promise<string> {
  const [row] = await db
    .select({ value: simulationSettings.xTestPhish })
    .from(simulationSettings)
    .where(eq(simulationSettings.companyId, companyId))
  return row?.value ?? defaultXTestPhish(companyId)
}
