import { and, asc, eq, inArray } from 'drizzle-orm'
import { type Context } from 'hono'
import { isEmail } from '../../src/domain/login'
import { atDomains, companyMailDomains } from '../users/address-holders'
import type { GatewayEnv, UserRow } from '../context'
import { jobSender } from '../context'
import type { Database } from '../db/open'
import { departments, userDepartments, users } from '../db/schema'
import { revokeSessions } from '../auth/sessions'
import { setMemberships } from '../users/directory-names'
import { emitUsersDisabled } from '../users/user-events'
import { scimError } from './errors'
import { isObject, scimJson } from './http'

// SCIM 2.0 Users (RFC 7643 §4.1, RFC 7644) for a company's identity provider, authorised by the company's SCIM
// bearer token: list with filter and paging, read, create, replace, PATCH (deactivation included) and delete,
// in the token's company only. A person is keyed by their e-mail address, as everywhere in the console.

const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User'
/** Entra ID and Okta send a person's department here (RFC 7643 §4.3); it becomes the console's department. */
export const ENTERPRISE_SCHEMA = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User'

export interface ScimUser {
  schemas: string[]
  id?: string
  externalId?: string
  userName?: string
  name?: { givenName?: string; familyName?: string; formatted?: string }
  displayName?: string
  emails?: { value?: string; type?: string; primary?: boolean }[]
  active?: boolean | string
  meta?: Record<string, string>
  [ENTERPRISE_SCHEMA]?: { department?: string | null; manager?: unknown }
}

export function resourceOf(
  c: Context<GatewayEnv>,
  user: UserRow,
  department: string | null = null,
): ScimUser {
  const formatted = `${user.name} ${user.lastName}`.trim()
  return {
    schemas: department ? [USER_SCHEMA, ENTERPRISE_SCHEMA] : [USER_SCHEMA],
    ...(department ? { [ENTERPRISE_SCHEMA]: { department } } : {}),
    id: user.id,
    ...(user.externalId ? { externalId: user.externalId } : {}),
    userName: user.email,
    name: { givenName: user.name, familyName: user.lastName, formatted },
    displayName: formatted || user.email,
    emails: [{ value: user.email, type: 'work', primary: true }],
    active: user.disabledAt === null,
    meta: {
      resourceType: 'User',
      created: user.createdAt.toISOString(),
      lastModified: user.createdAt.toISOString(),
      location: new URL(`Users/${user.id}`, `${new URL(c.req.url).origin}/scim/v2/`).toString(),
    },
  }
}

/** The parts of a User this console keeps, in the shapes fieldsOf reads; anything else is invalidValue. */
export function userOf(body: Record<string, unknown>): ScimUser {
  if (body.name !== undefined && !isObject(body.name))
    throw scimError(400, 'name is an object.', 'invalidValue')
  if (body.emails !== undefined && !(Array.isArray(body.emails) && body.emails.every(isObject)))
    throw scimError(400, 'emails is a list of objects.', 'invalidValue')
  const emails = (body.emails ?? []) as Record<string, unknown>[]
  if (body.userName !== undefined && typeof body.userName !== 'string')
    throw scimError(400, 'userName is a string.', 'invalidValue')
  if (emails.some((e) => e.value !== undefined && typeof e.value !== 'string'))
    throw scimError(400, 'An email value is a string.', 'invalidValue')
  const enterprise = body[ENTERPRISE_SCHEMA]
  if (enterprise !== undefined && !isObject(enterprise))
    throw scimError(400, `${ENTERPRISE_SCHEMA} is an object.`, 'invalidValue')
  return { ...body, schemas: [USER_SCHEMA] } as ScimUser
}

/** What a resource sets on the user row; what is missing or wrong is SCIM's invalidValue. */
export function fieldsOf(resource: ScimUser) {
  const primary = resource.emails?.find((e) => e.primary)?.value ?? resource.emails?.[0]?.value
  const email = (isEmail(resource.userName?.trim() ?? '') ? resource.userName! : (primary ?? ''))
    .trim()
    .toLowerCase()
  if (!isEmail(email))
    throw scimError(400, 'userName (or a primary email) must be an email address.', 'invalidValue')
  const text = (value: unknown, field: string) => {
    if (value === undefined || value === null) return ''
    if (typeof value !== 'string' || value.length > 255)
      throw scimError(400, `${field} is not valid.`, 'invalidValue')
    return value.trim()
  }
  const active = resource.active ?? true
  // Some providers (Entra ID) send "True"/"False" as strings.
  const on = typeof active === 'string' ? active.toLowerCase() === 'true' : active
  if (typeof on !== 'boolean') throw scimError(400, 'active is true or false.', 'invalidValue')
  const enterprise = resource[ENTERPRISE_SCHEMA]
  // Sent (even empty): the directory says which department the person is in; not sent: the console's stays.
  const department =
    enterprise && 'department' in enterprise ? text(enterprise.department, 'department') : undefined
  return {
    department,
    email,
    name: text(resource.name?.givenName, 'name.givenName'),
    lastName: text(resource.name?.familyName, 'name.familyName'),
    externalId: text(resource.externalId, 'externalId') || null,
    active: on,
  }
}

/** The department a SCIM client reads back: the person's first, by name. */
export async function departmentsOf(db: Database, userIds: readonly string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map()
  const rows = await db
    .select({ userId: userDepartments.userId, name: departments.name })
    .from(userDepartments)
    .innerJoin(departments, eq(departments.id, userDepartments.departmentId))
    .where(inArray(userDepartments.userId, [...userIds]))
    .orderBy(asc(departments.name))
  const first = new Map<string, string>()
  for (const row of rows) if (!first.has(row.userId)) first.set(row.userId, row.name)
  return first
}

export async function answerUser(c: Context<GatewayEnv>, user: UserRow, status: 200 | 201 = 200) {
  const department = (await departmentsOf(c.var.deps.db, [user.id])).get(user.id) ?? null
  return scimJson(c, resourceOf(c, user, department), status)
}

export async function ownUser(c: Context<GatewayEnv>) {
  const [user] = await c.var.deps.db
    .select()
    .from(users)
    .where(and(eq(users.id, c.req.param('id') ?? ''), eq(users.companyId, c.var.tenant.id)))
  if (!user) throw scimError(404, 'No such user.')
  return user
}

/**
 * A SCIM token provisions addresses at its company's own mail domains only (those of its admins' addresses): it
 * cannot create people at any domain, nor learn through a 409 which addresses at other domains have accounts.
 */
export async function emailFree(c: Context<GatewayEnv>, email: string, except?: string) {
  const domains = await companyMailDomains(c.var.deps.db, c.var.tenant.id)
  if (!atDomains(email, domains))
    throw scimError(
      400,
      `userName must be an address at one of the company's domains: ${domains.join(', ')}.`,
      'invalidValue',
    )
  const [taken] = await c.var.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email))
  if (taken && taken.id !== except)
    throw scimError(409, 'A user with this userName already exists.', 'uniqueness')
}

export async function save(c: Context<GatewayEnv>, user: UserRow, resource: ScimUser) {
  const { department, active, ...fields } = fieldsOf(resource)
  await emailFree(c, fields.email, user.id)
  const { db } = c.var.deps
  const now = c.var.deps.now?.() ?? new Date()
  const disabledAt = active ? null : (user.disabledAt ?? now)
  // A deactivation from the identity provider is the console's disable: sessions end, the company hears of it.
  const deactivated = user.disabledAt === null && disabledAt !== null
  if (deactivated) await revokeSessions(db, [user.id], now)
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ ...fields, disabledAt })
      .where(eq(users.id, user.id))
    if (department !== undefined)
      await setMemberships(tx, c.var.tenant.id, user.id, { departments: department ? [department] : [] })
    if (deactivated)
      await emitUsersDisabled(
        tx,
        jobSender(c.var.deps),
        c.var.tenant.id,
        [{ userId: user.id, email: fields.email }],
        now,
      )
  })
  return answerUser(c, { ...user, ...fields, disabledAt })
}
