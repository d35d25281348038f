import { and, eq, isNotNull } from 'drizzle-orm'
import type { Brand } from '../../src/domain/white-label'
import type { Database } from '../db/open'
import { companies, customDomains, whiteLabels } from '../db/schema'

// Whose brand a company shows: its own when it has white-label access and set one, else the nearest partner
// above it that did (a reseller's customers, a sub-reseller's customers). Partner chains are at most three deep.

const MAX_DEPTH = 3

export interface BrandOwner {
  companyId: string
  brand: Brand
}

async function ownBrand(db: Database, companyId: string): Promise<Brand | null> {
  const [row] = await db
    .select({
      productName: whiteLabels.productName,
      primaryColor: whiteLabels.primaryColor,
      logo: whiteLabels.logo,
      features: companies.features,
    })
    .from(whiteLabels)
    .innerJoin(companies, eq(companies.id, whiteLabels.companyId))
    .where(eq(whiteLabels.companyId, companyId))
  // A partner whose access was withdrawn keeps its row (it comes back with the access) but shows nothing.
  if (!row || row.features.hasWhiteLabelAccess !== true) return null
  return { productName: row.productName, primaryColor: row.primaryColor, logo: row.logo }
}

export async function brandOwnerOf(db: Database, companyId: string): Promise<BrandOwner | null> {
  let current: string | null = companyId
  for (let depth = 0; current && depth <= MAX_DEPTH; depth += 1) {
    const brand = await ownBrand(db, current)
    if (brand) return { companyId: current, brand }
    const [row] = await db
      .select({ parent: companies.parentCompanyId })
      .from(companies)
      .where(eq(companies.id, current))
    current = row?.parent ?? null
  }
  return null
}

/** The company's verified host of the given kind, if any. */
export async function verifiedDomainOf(db: Database, companyId: string, type: string) {
  const [row] = await db
    .select({ domain: customDomains.domain })
    .from(customDomains)
    .where(
      and(
        eq(customDomains.companyId, companyId),
        eq(customDomains.type, type),
        isNotNull(customDomains.verifiedAt),
      ),
    )
  return row?.domain ?? null
}

/**
 * The company is seen through a verified custom admin domain (000 §2, 002 §2.1): its own, or that of the
 * partner whose brand it shows. Such consoles hide our own upsells, guides and shop.
 */
export async function isCustomDomainVerified(db: Database, companyId: string, owner: BrandOwner | null) {
  if (await verifiedDomainOf(db, companyId, 'customDomainAdmin')) return true
  return owner !== null && (await verifiedDomainOf(db, owner.companyId, 'customDomainAdmin')) !== null
}
