import { randomUUID } from 'node:crypto'
import { and, asc, count, eq, inArray } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { scimPatch, ScimError, type ScimPatchOperation } from 'scim-patch'
import { isEmail } from '../../src/domain/login'
import { atDomains, companyMailDomains } from '../users/address-holders'
import { allow } from '../auth/access'
import type { GatewayEnv, UserRow } from '../context'
import type { Database } from '../db/open'
import { departments, userDepartments, users } from '../db/schema'
import { revokeSessions } from '../auth/sessions'
import { setMemberships } from '../users/directory-names'
import { emitUsersAdded, emitUsersDisabled } from '../users/user-events'
import { scimError } from '../scim/errors'
import { bodyOf, isObject, listResponse, MAX_COUNT, pagingOf, scimJson } from '../scim/http'
import { userFilter } from '../scim/filter'
import { issueScimToken } from '../scim/token'
import { deleteUser } from '../users/delete-user'
import { enrolInAllUsersCampaigns } from '../users/enrolment'

// SCIM 2.0 Users (RFC 7643 §4.1, RFC 7644) for a company's identity provider, authorised by the company's SCIM
// bearer token: list with filter and paging, read, create, replace, PATCH (deactivation included) and delete,
// in the token's company only. A person is keyed by their e-mail address, as everywhere in the console.

const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User'
/** Entra ID and Okta send a person's department here (RFC 7643 §4.3); it becomes the console's department. */
export const ENTERPRISE_SCHEMA = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User'
const scim = allow.scim()

interface ScimUser {
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

function resourceOf(c: Context<GatewayEnv>, user: UserRow, department: string | null = null): ScimUser {
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
function userOf(body: Record<string, unknown>): ScimUser {
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
function fieldsOf(resource: ScimUser) {
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
async function departmentsOf(db: Database, userIds: readonly string[]): Promise<Map<string, string>> {
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

async function answerUser(c: Context<GatewayEnv>, user: UserRow, status: 200 | 201 = 200) {
  const department = (await departmentsOf(c.var.deps.db, [user.id])).get(user.id) ?? null
  return scimJson(c, resourceOf(c, user, department), status)
}

async function ownUser(c: Context<GatewayEnv>) {
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
async function emailFree(c: Context<GatewayEnv>, email: string, except?: string) {
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

async function save(c: Context<GatewayEnv>, user: UserRow, resource: ScimUser) {
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
      await emitUsersDisabled(tx, c.var.tenant.id, [{ userId: user.id, email: fields.email }], now)
  })
  return answerUser(c, { ...user, ...fields, disabledAt })
}

export function scimRoutes() {
  const app = new Hono<GatewayEnv>()

  app.post('/api/v1/scim/v2/bearer_token/company/:companyId', allow.ownCompany(), async (c) => {
    const token = await issueScimToken(c.var.deps.db, c.req.param('companyId'), c.var.auth.user.id)
    return c.json({ token }, 201)
  })

  app.get('/scim/v2/ServiceProviderConfig', scim, (c) =>
    scimJson(c, {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig'],
      patch: { supported: true },
      bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
      filter: { supported: true, maxResults: MAX_COUNT },
      changePassword: { supported: false },
      sort: { supported: false },
      etag: { supported: false },
      authenticationSchemes: [
        {
          type: 'oauthbearertoken',
          name: 'Bearer token',
          description: 'The token made in Settings → Single sign-on.',
        },
      ],
    }),
  )

  app.get('/scim/v2/Users', scim, async (c) => {
    const { startIndex, size } = pagingOf(c)
    const where = and(eq(users.companyId, c.var.tenant.id), userFilter(c.req.query('filter')))
    const { db } = c.var.deps
    const [[total], rows] = await Promise.all([
      db.select({ n: count() }).from(users).where(where),
      size === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(users)
            .where(where)
            .orderBy(asc(users.createdAt), asc(users.id))
            .limit(size)
            .offset(startIndex - 1),
    ])
    const named = await departmentsOf(
      db,
      rows.map((row) => row.id),
    )
    return listResponse(
      c,
      total?.n ?? 0,
      startIndex,
      rows.map((row) => resourceOf(c, row, named.get(row.id) ?? null)),
    )
  })

  app.get('/scim/v2/Users/:id', scim, async (c) => answerUser(c, await ownUser(c)))

  app.post('/scim/v2/Users', scim, async (c) => {
    const { department, ...fields } = fieldsOf(userOf(await bodyOf(c)))
    await emailFree(c, fields.email)
    const { db } = c.var.deps
    const now = c.var.deps.now?.() ?? new Date()
    const company = c.var.tenant
    const id = `usr_${randomUUID()}`
    await db.transaction(async (tx) => {
      await tx.insert(users).values({
        id,
        companyId: company.id,
        email: fields.email,
        name: fields.name,
        lastName: fields.lastName,
        externalId: fields.externalId,
        role: 'user',
        sso: company.ssoProvider !== null,
        disabledAt: fields.active ? null : now,
        createdAt: now,
      })
      if (department) await setMemberships(tx, company.id, id, { departments: [department] })
      if (fields.active) await enrolInAllUsersCampaigns(tx, company.id, [id])
      await emitUsersAdded(
        tx,
        company.id,
        [
          {
            userId: id,
            email: fields.email,
            name: fields.name,
            lastName: fields.lastName,
            role: 'user',
            departments: department ? [department] : [],
            groups: [],
          },
        ],
        now,
      )
    })
    const [user] = await db.select().from(users).where(eq(users.id, id))
    // RFC 7644 §3.3: the created resource's address in Location, as in its meta.
    const answer = await answerUser(c, user!, 201)
    answer.headers.set('Location', resourceOf(c, user!).meta!.location!)
    return answer
  })

  app.put('/scim/v2/Users/:id', scim, async (c) => {
    const user = await ownUser(c)
    return save(c, user, userOf(await bodyOf(c)))
  })

  app.patch('/scim/v2/Users/:id', scim, async (c) => {
    const user = await ownUser(c)
    const body = await bodyOf(c)
    const operations = body.Operations
    if (!Array.isArray(operations) || operations.length === 0 || operations.length > 100)
      throw scimError(400, 'Operations must list between 1 and 100 operations.', 'invalidSyntax')
    // A filtered path that matches nothing would be appended by the library (ARCHITECTURE §6b): refused here.
    for (const operation of operations as { path?: unknown }[])
      if (
        typeof operation.path === 'string' &&
        operation.path.includes('[') &&
        !/^emails\[type eq "work"\]/i.test(operation.path)
      )
        throw scimError(400, `No value matches ${operation.path}.`, 'noTarget')
    let patched: ScimUser
    try {
      const normalised = (operations as ScimPatchOperation[]).map((operation) => ({
        ...operation,
        op: String(operation.op).toLowerCase(),
      })) as ScimPatchOperation[]
      patched = scimPatch(resourceOf(c, user) as never, normalised) as ScimUser
    } catch (error) {
      if (error instanceof ScimError) throw scimError(400, error.message, 'invalidValue')
      throw error
    }
    return save(c, user, userOf(patched as unknown as Record<string, unknown>))
  })

  app.delete('/scim/v2/Users/:id', scim, async (c) => {
    const user = await ownUser(c)
    await deleteUser(c.var.deps.db, user.id)
    return c.body(null, 204)
  })

  return app
}
