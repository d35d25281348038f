import { reviewFinishedTrainings } from '../learning/learner-reviews'
import { eq } from 'drizzle-orm'
import type { Database } from '../db/open'
import { users } from '../db/schema'
import { hashPassword } from '../auth/passwords'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts'
import { seedCatalogue } from './catalogue'
import { seedAcme, seedGlobex, seedInitech, seedNorthwind, seedPlatform } from './companies'
import { companyExists } from './helpers'
import { seedNorthwindSimulations } from './simulations'

const COMPANY_SEEDS: [string, (db: Database, now: Date) => Promise<void>][] = [
  ['cmp_platform', seedPlatform],
  ['cmp_acme', seedAcme],
  ['cmp_globex', seedGlobex],
  ['cmp_initech', seedInitech],
  ['cmp_northwind', seedNorthwind],
]

/** Idempotent: a company already present is left as it is, so restarts keep what admins changed. */
export async function seedDemoData(
  db: Database,
  now = new Date(),
  options: { demoCompanies: boolean } = { demoCompanies: true },
): Promise<{ seeded: string[] }> {
  const seeded: string[] = []
  await seedCatalogue(db, now)
  if (!options.demoCompanies) return { seeded }
  for (const [id, seedCompany] of COMPANY_SEEDS) {
    if (await companyExists(db, id)) continue
    await db.transaction(async (tx) => seedCompany(tx, now))
    seeded.push(id)
  }
  for (const account of DEMO_ACCOUNTS) {
    if ((await db.select({ id: users.id }).from(users).where(eq(users.email, account.email))).length > 0)
      continue
    await db.insert(users).values({
      id: `usr_${account.email.replace(/[^a-z0-9]/g, '_')}`,
      companyId: account.companyId,
      email: account.email,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      name: account.name,
      lastName: account.lastName,
      role: account.role,
      emailVerified: account.emailVerified ?? false,
      onboardingCompleted: true,
      isMfaEnabled: account.isMfaEnabled ?? false,
      temporaryPassword: account.temporaryPassword ?? false,
      privacyPolicyConfirmedAt: account.policyPending ? null : now,
    })
  }
  // The partner's campaign reaches the partner itself, so it waits for the accounts.
  if (seeded.includes('cmp_northwind')) await seedNorthwindSimulations(db, now)
  await reviewFinishedTrainings(db, seeded)
  return { seeded }
}
