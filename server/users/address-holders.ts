import { and, eq, inArray, sql } from 'drizzle-orm'
import { ROLE_GROUPS } from '../../src/domain/roles'
import type { Database } from '../db/open'
import { users } from '../db/schema'

// Who holds an address, told only as far as the asking company has a right to know (issue 59): its own users, and
// addresses at its own mail domains (those of its admins' own accounts) wherever they are held. That an address at
// someone else's domain has an account in another company is never confirmed — not by the address checks, not by
// an invite, not by SCIM.

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase()

/** The mail domains a company holds: the domains of its admins' own addresses. */
export async function companyMailDomains(db: Database, companyId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ domain: sql<string>`lower(split_part(${users.email}, '@', 2))` })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.role, [...ROLE_GROUPS.adminPanel])))
  return rows.map((row) => row.domain).filter(Boolean)
}

/** An address at one of these domains or a subdomain of one. */
export const atDomains = (email: string, domains: readonly string[]) => {
  const domain = domainOf(email)
  return domains.some((own) => domain === own || domain.endsWith(`.${own}`))
}

export interface AddressHolders {
  /** Held in the asking company, or elsewhere at one of its own domains: it may be told. */
  known: Set<string>
  /** Held in another company at a domain not its own: to be treated as if free, never confirmed. */
  hidden: Set<string>
}

export async function addressHolders(
  db: Database,
  companyId: string,
  emails: readonly string[],
): Promise<AddressHolders> {
  const known = new Set<string>()
  const hidden = new Set<string>()
  const domains = await companyMailDomains(db, companyId)
  for (let at = 0; at < emails.length; at += 5000) {
    const rows = await db
      .select({ email: users.email, companyId: users.companyId })
      .from(users)
      .where(inArray(users.email, emails.slice(at, at + 5000)))
    for (const row of rows)
      (row.companyId === companyId || atDomains(row.email, domains) ? known : hidden).add(row.email)
  }
  return { known, hidden }
}

/** The mail to an address's holder when another company tried to invite it (the inviter is not told). */
export const INVITE_ELSEWHERE = {
  subject: (company: string) => `${company} tried to add you to its security awareness training`,
  body: (company: string, email: string) =>
    `An administrator of ${company} tried to add ${email} to their security awareness training. This address ` +
    'already has an account with another organisation, so nothing was changed. If you expected this, reply to ' +
    'the person who invited you: they can invite another address of yours.',
}
