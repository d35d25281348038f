import { type Context } from 'hono'
import { array, boolean, enums, integer, nullable, object, size, string } from 'superstruct'
import { AUDIENCES, RECURRENCES, SIMULATION_KINDS } from '../../src/domain/simulation/campaign'
import { DIRECTORY_IDS_MAX, SELECTED_USERS_MAX, idList } from '../../src/domain/request-limits'
import type { GatewayEnv } from '../context'
import type { simulationTemplates } from '../db/schema'
import { ApiError } from '../errors'

// Phishing simulation campaigns (002 §7 "Phishing simulation"): the active and archived lists, one campaign,
// Complete (archive, and nothing more is sent) and Delete (archived only); ours where the spec shows no call:
// the template library, the flight plan before launch, and launch.

const MAX_PAGE_SIZE = 100

export const Body = object({
  name: size(string(), 0, 500),
  kind: enums(SIMULATION_KINDS),
  recurrence: enums(RECURRENCES),
  sendDays: integer(),
  startHour: integer(),
  endHour: integer(),
  businessDaysOnly: boolean(),
  startDate: nullable(size(string(), 0, 20)),
  templateIds: size(array(size(string(), 1, 100)), 0, 50),
  loginPageId: nullable(size(string(), 0, 100)),
  audience: enums(AUDIENCES),
  departmentIds: idList(DIRECTORY_IDS_MAX),
  groupIds: idList(DIRECTORY_IDS_MAX),
  userIds: idList(SELECTED_USERS_MAX),
  emails: size(array(size(string(), 1, 320)), 0, SELECTED_USERS_MAX),
  timeZone: size(string(), 0, 64),
})

export function paging(query: Record<string, string>, defaultSize = 10) {
  const pageNumber = Number(query.pageNumber ?? 0)
  const pageSize = Number(query.pageSize ?? defaultSize)
  if (!Number.isSafeInteger(pageNumber) || pageNumber < 0)
    throw new ApiError(422, 'invalid_page', 'Invalid page.')
  if (!Number.isSafeInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE)
    throw new ApiError(422, 'invalid_page', 'Invalid page size.')
  return { pageNumber, pageSize }
}

export const templateItem = (row: typeof simulationTemplates.$inferSelect) => ({
  id: row.id,
  name: row.name,
  subject: row.subject,
  fromName: row.fromName,
  fromEmail: row.fromEmail,
  difficulty: row.difficulty,
  category: row.category,
  provider: row.provider,
  html: row.html,
  isCustom: row.companyId !== null,
})

export const nowOf = (c: Context<GatewayEnv>) => c.var.deps.now?.() ?? new Date()
