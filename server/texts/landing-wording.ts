import { eq } from 'drizzle-orm'
import { NOTIFICATION_LANGUAGE_CODES } from '../../src/domain/text-sets'
import type { Database } from '../db/open'
import { companies } from '../db/schema'
import type { LandingWording } from '../simulation/landing'
import { textSetOf } from './company-texts'

/** The landing page's wording in the company's language: its own texts when it wrote them, else the defaults. */
export async function landingWordingOf(db: Database, companyId: string): Promise<LandingWording> {
  const [company] = await db
    .select({ lang: companies.lang })
    .from(companies)
    .where(eq(companies.id, companyId))
  const lang = NOTIFICATION_LANGUAGE_CODES.includes(company?.lang ?? '') ? company!.lang : 'en'
  const { values } = await textSetOf(db, companyId, 'notification', lang)
  return { title: values.landingTitle!, lead: values.landingParagraph!, signs: values.landingMiddleText! }
}
