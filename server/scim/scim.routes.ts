import { PATHS } from '../../src/domain/api-paths'
import { randomUUID } from 'node:crypto'
import { and, asc, count, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { scimPatch, ScimError, type ScimPatchOperation } from 'scim-patch'
import { allow } from '../auth/access'
import type { GatewayEnv } from '../context'
import { jobSender } from '../context'
import { users } from '../db/schema'
import { setMemberships } from '../users/directory-names'
import { emitUsersAdded } from '../users/user-events'
import { scimError } from '../scim/errors'
import { bodyOf, listResponse, MAX_COUNT, pagingOf, scimJson } from '../scim/http'
import { userFilter } from '../scim/filter'
import { issueScimToken } from '../scim/token'
import { deleteUser } from '../users/delete-user'
import { enrolInAllUsersCampaigns } from '../users/enrolment'
import {
  answerUser,
  departmentsOf,
  emailFree,
  fieldsOf,
  ownUser,
  resourceOf,
  save,
  userOf,
  type ScimUser,
} from '../scim/users'

const scim = allow.scim()

export function scimRoutes() {
  const app = new Hono<GatewayEnv>()

  app.post(PATHS.scimToken.pattern, allow.ownCompany(), async (c) => {
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
        jobSender(c.var.deps),
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
