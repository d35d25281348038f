import { and, eq, ilike, isNotNull, isNull, ne, not, or, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import { parse, type Filter } from 'scim2-parse-filter'
import { groups, users } from '../db/schema'
import { scimError } from './errors'

// A SCIM filter (RFC 7644 §3.4.2.2) on Users or Groups, translated to SQL: the library's own evaluator loses value-path
// bindings (ARCHITECTURE §6b), and SQL keeps paging in the database. userName and emails compare without case.

type Attributes = Record<string, { column: AnyColumn; caseExact: boolean }>

const USER_ATTRIBUTES: Attributes = {
  username: { column: users.email, caseExact: false },
  'emails.value': { column: users.email, caseExact: false },
  emails: { column: users.email, caseExact: false },
  externalid: { column: users.externalId, caseExact: true },
  id: { column: users.id, caseExact: true },
  'name.givenname': { column: users.name, caseExact: false },
  'name.familyname': { column: users.lastName, caseExact: false },
}

const GROUP_ATTRIBUTES: Attributes = {
  displayname: { column: groups.name, caseExact: false },
  id: { column: groups.id, caseExact: true },
}

const escape = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`)

function textCondition(attributes: Attributes, op: string, attr: string, value: unknown): SQL | undefined {
  const target = attributes[attr]
  if (!target) throw scimError(400, `Filtering on ${attr} is not supported.`, 'invalidFilter')
  const { column } = target
  if (op === 'pr') return isNotNull(column)
  if (typeof value !== 'string') throw scimError(400, `${attr} compares with a string.`, 'invalidFilter')
  const exact = target.caseExact
  switch (op) {
    case 'eq':
      return exact ? eq(column, value) : sql`lower(${column}) = lower(${value})`
    case 'ne':
      return exact ? ne(column, value) : sql`lower(${column}) <> lower(${value})`
    case 'co':
      return ilike(column, `%${escape(value)}%`)
    case 'sw':
      return ilike(column, `${escape(value)}%`)
    case 'ew':
      return ilike(column, `%${escape(value)}`)
    default:
      throw scimError(400, `The operator ${op} is not supported on ${attr}.`, 'invalidFilter')
  }
}

function conditionOf(filter: Filter, attributes: Attributes): SQL | undefined {
  switch (filter.op) {
    case 'and':
      return and(...filter.filters.map((f) => conditionOf(f, attributes)))
    case 'or':
      return or(...filter.filters.map((f) => conditionOf(f, attributes)))
    case 'not':
      return not(conditionOf(filter.filter, attributes) ?? sql`true`)
    case '[]':
      throw scimError(400, 'Value filters are not supported.', 'invalidFilter')
    default: {
      const attr = filter.attrPath
        .replace(/^urn:ietf:params:scim:schemas:core:2\.0:(User|Group):/i, '')
        .toLowerCase()
      if (attr === 'active' && attributes === USER_ATTRIBUTES) {
        if (filter.op === 'pr') return sql`true`
        const value = (filter as { compValue?: unknown }).compValue
        if (typeof value !== 'boolean' || (filter.op !== 'eq' && filter.op !== 'ne'))
          throw scimError(400, 'active compares with eq or ne and true or false.', 'invalidFilter')
        const active = filter.op === 'eq' ? value : !value
        return active ? isNull(users.disabledAt) : isNotNull(users.disabledAt)
      }
      return textCondition(attributes, filter.op, attr, (filter as { compValue?: unknown }).compValue)
    }
  }
}

/** The filter parameter as a condition; a filter that does not parse is SCIM's invalidFilter. */
export const userFilter = (text: string | undefined) => filterOf(text, USER_ATTRIBUTES)
export const groupFilter = (text: string | undefined) => filterOf(text, GROUP_ATTRIBUTES)

function filterOf(text: string | undefined, attributes: Attributes): SQL | undefined {
  if (!text?.trim()) return undefined
  if (text.length > 1000) throw scimError(400, 'The filter is too long.', 'invalidFilter')
  let filter: Filter
  try {
    filter = parse(text)
  } catch {
    throw scimError(400, 'The filter could not be read.', 'invalidFilter')
  }
  return conditionOf(filter, attributes)
}
