// @module-tag engine (SCIM filters written as SQL): also runs on Postgres, see docs/testing.md.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import SCIMMY from 'scimmy'
import {
  departments,
  scimTokens,
  userDepartments,
  users,
  webhookDeliveries,
  webhookEndpoints,
} from '../../../server/db/schema'
import { backend, startSignedIn, type TestGateway } from '../gateway'

// SCIM 2.0 Users (issue 29; RFC 7643 §8.2's "full representation" example, RFC 7644's calls): Globex's token
// creates, finds by filter, pages, replaces, deactivates by PATCH (Okta's and Entra ID's shapes) and deletes a
// user, who appears in and leaves the console's users list; another company's token, a revoked token and a
// console session are refused; bad filters and bodies get SCIM's error shape.

let gateway: TestGateway, globex: string, acme: string
beforeAll(async () => {
  ;[gateway, globex, acme] = await startSignedIn('owner@globex.example', 'admin@acme.example')
})
afterAll(() => gateway.close())

const tokenFor = async (session: string, company: string) => {
  const response = await gateway.app.request(`/api/v1/scim/v2/bearer_token/company/${company}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${session}` },
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { token: string }).token
}
const scim = (token: string, method: string, path: string, body?: unknown) =>
  gateway.app.request(`/scim/v2/${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/scim+json' }),
    },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  })

// RFC 7643 §8.2, trimmed to what a console user has, with the example's own values.
const BJENSEN = {
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
  externalId: '701984',
  userName: 'bjensen@globex.example',
  name: { formatted: 'Ms. Barbara J Jensen, III', familyName: 'Jensen', givenName: 'Barbara' },
  displayName: 'Babs Jensen',
  emails: [{ value: 'bjensen@globex.example', type: 'work', primary: true }],
  active: true,
}

type Resource = {
  id: string
  userName: string
  active: boolean
  name: { givenName: string }
  externalId?: string
}
type List = { totalResults: number; startIndex: number; itemsPerPage: number; Resources: Resource[] }

describe(`SCIM 2.0 users (${backend})`, () => {
  it('provisions only at the company’s own domains, the same answer whether a foreign address exists or not', async () => {
    const token = await tokenFor(globex, 'cmp_globex')
    const answers = []
    for (const email of ['admin@acme.example', 'nobody-here@acme.example', 'someone@elsewhere.example']) {
      const response = await scim(token, 'POST', 'Users', {
        ...BJENSEN,
        userName: email,
        emails: [{ value: email }],
      })
      answers.push({ status: response.status, body: await response.text() })
    }
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([400]))
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1)
    expect(answers[0]!.body).toContain('globex.example')
  })

  it('provisions a user through the life cycle, in the token’s company only', async () => {
    const token = await tokenFor(globex, 'cmp_globex')
    const [stored] = await gateway.database.db
      .select()
      .from(scimTokens)
      .where(eq(scimTokens.companyId, 'cmp_globex'))
    expect(stored!.tokenHash).not.toContain(token)
    expect(stored!.tokenHash).toHaveLength(64)

    const created = await scim(token, 'POST', 'Users', BJENSEN)
    expect(created.status).toBe(201)
    expect(created.headers.get('content-type')).toContain('application/scim+json')
    const user = (await created.json()) as Resource & { meta: { location: string } }
    expect(user).toMatchObject({ userName: 'bjensen@globex.example', externalId: '701984', active: true })
    expect(user.meta.location).toMatch(new RegExp(`/scim/v2/Users/${user.id}$`))
    const [row] = await gateway.database.db.select().from(users).where(eq(users.id, user.id))
    expect(row).toMatchObject({ companyId: 'cmp_globex', name: 'Barbara', lastName: 'Jensen', role: 'user' })
    // The console's own users list shows the new learner.
    const listed = await gateway.app.request('/api/v1/users/list/cmp_globex', {
      method: 'POST',
      headers: { Authorization: `Bearer ${globex}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ paging: { pageNumber: 0, pageSize: 10 }, filter: { searchText: 'bjensen' } }),
    })
    expect(JSON.stringify(await listed.json())).toContain('bjensen@globex.example')

    expect((await scim(token, 'POST', 'Users', BJENSEN)).status).toBe(409)
    const found = (await (
      await scim(token, 'GET', 'Users?filter=userName%20eq%20%22BJensen@globex.example%22')
    ).json()) as List
    expect(found.Resources.map((r) => r.id)).toEqual([user.id])
    const byExternal = (await (
      await scim(token, 'GET', 'Users?filter=externalId eq "701984"')
    ).json()) as List
    expect(byExternal.totalResults).toBe(1)

    // Paging: startIndex is 1-based; the pages join up to the whole list.
    const all = (await (await scim(token, 'GET', 'Users?count=200')).json()) as List
    const globexCount = (
      await gateway.database.db.select({ id: users.id }).from(users).where(eq(users.companyId, 'cmp_globex'))
    ).length
    expect(all.totalResults).toBe(globexCount)
    const first = (await (await scim(token, 'GET', 'Users?startIndex=1&count=3')).json()) as List
    const second = (await (await scim(token, 'GET', 'Users?startIndex=4&count=3')).json()) as List
    expect([...first.Resources, ...second.Resources].map((r) => r.id)).toEqual(
      all.Resources.slice(0, 6).map((r) => r.id),
    )
    expect(second.startIndex).toBe(4)

    // Okta's deactivation, then Entra ID's reactivation with its string booleans and capitalised op.
    const okta = await scim(token, 'PATCH', `Users/${user.id}`, {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [{ op: 'replace', value: { active: false } }],
    })
    expect(((await okta.json()) as Resource).active).toBe(false)
    const [disabled] = await gateway.database.db.select().from(users).where(eq(users.id, user.id))
    expect(disabled!.disabledAt).not.toBeNull()
    const inactive = (await (await scim(token, 'GET', 'Users?filter=active eq false')).json()) as List
    expect(inactive.Resources.map((r) => r.id)).toContain(user.id)
    const entra = await scim(token, 'PATCH', `Users/${user.id}`, {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [
        { op: 'Replace', path: 'active', value: 'True' },
        { op: 'Replace', path: 'name.givenName', value: 'Babs' },
      ],
    })
    expect((await entra.json()) as Resource).toMatchObject({ active: true, name: { givenName: 'Babs' } })

    const replaced = await scim(token, 'PUT', `Users/${user.id}`, {
      ...BJENSEN,
      userName: 'barbara@globex.example',
    })
    expect(((await replaced.json()) as Resource).userName).toBe('barbara@globex.example')

    // Another company's token sees nothing of Globex's, and cannot touch it.
    const acmeToken = await tokenFor(acme, 'cmp_acme')
    expect((await scim(acmeToken, 'GET', `Users/${user.id}`)).status).toBe(404)
    expect((await scim(acmeToken, 'DELETE', `Users/${user.id}`)).status).toBe(404)
    const acmeList = (await (
      await scim(acmeToken, 'GET', 'Users?filter=userName co "barbara"')
    ).json()) as List
    expect(acmeList.totalResults).toBe(0)

    expect((await scim(token, 'DELETE', `Users/${user.id}`)).status).toBe(204)
    expect((await scim(token, 'GET', `Users/${user.id}`)).status).toBe(404)
    expect(
      await gateway.database.db
        .select()
        .from(users)
        .where(and(eq(users.id, user.id), eq(users.companyId, 'cmp_globex'))),
    ).toEqual([])
  })

  it('refuses sessions, revoked and forged tokens, and answers bad input in SCIM’s error shape', async () => {
    const old = await tokenFor(globex, 'cmp_globex')
    const token = await tokenFor(globex, 'cmp_globex')
    expect((await scim(old, 'GET', 'Users')).status).toBe(401)
    expect((await scim(globex, 'GET', 'Users')).status).toBe(401)
    expect((await scim('scim_forged', 'GET', 'Users')).status).toBe(401)
    // Only the company's own admin makes its token; a partner or another company may not.
    const foreign = await gateway.app.request('/api/v1/scim/v2/bearer_token/company/cmp_globex', {
      method: 'POST',
      headers: { Authorization: `Bearer ${acme}` },
    })
    expect(foreign.status).toBe(403)

    const refused = await scim(token, 'GET', 'Users?filter=userName eq')
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
      status: '400',
      scimType: 'invalidFilter',
    })
    expect((await scim(token, 'GET', 'Users?filter=title eq "x"')).status).toBe(400)
    expect((await scim(token, 'GET', 'Users?filter=emails[type eq "work"] pr')).status).toBe(400)
    for (const body of [
      '{',
      '[]',
      { userName: 'not-an-address' },
      { userName: 7 },
      { ...BJENSEN, emails: 'x' },
    ]) {
      const response = await scim(token, 'POST', 'Users', body)
      expect(response.status).toBe(400)
      expect(((await response.json()) as { schemas: string[] }).schemas[0]).toContain('Error')
    }
    const [someone] = await gateway.database.db.select().from(users).where(eq(users.companyId, 'cmp_globex'))
    const noTarget = await scim(token, 'PATCH', `Users/${someone!.id}`, {
      Operations: [{ op: 'replace', path: 'emails[type eq "home"].value', value: 'x@globex.example' }],
    })
    expect(noTarget.status).toBe(400)
    expect((await scim(token, 'PATCH', `Users/${someone!.id}`, { Operations: [] })).status).toBe(400)
  })
  it('discovery, Location, the enterprise department and the webhooks, as Entra ID and Okta expect', async () => {
    const token = await tokenFor(globex, 'cmp_globex')
    const { db } = gateway.database
    // The company listens for people added and disabled (a receiver is not the subject: the queue is).
    await db.insert(webhookEndpoints).values({
      id: 'whe_scim_test',
      companyId: 'cmp_globex',
      url: 'https://hooks.globex.example/people',
      eventTypes: ['user.added', 'user.disabled'],
      secretSealed: 'sealed',
      createdBy: 'usr_owner_globex_example',
    })

    // Discovery: what the service keeps, validated by scimmy as a client's library reads it.
    const schemas = (await (await scim(token, 'GET', 'Schemas')).json()) as { Resources: { id: string }[] }
    expect(schemas.Resources.map((schema) => schema.id)).toEqual([
      'urn:ietf:params:scim:schemas:core:2.0:User',
      'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User',
      'urn:ietf:params:scim:schemas:core:2.0:Group',
    ])
    const types = (await (await scim(token, 'GET', 'ResourceTypes')).json()) as { Resources: object[] }
    for (const type of types.Resources)
      expect(() => new SCIMMY.Schemas.ResourceType(type, 'out')).not.toThrow()
    expect((await scim(token, 'GET', 'ResourceTypes/User')).status).toBe(200)
    const missing = await scim(token, 'GET', 'Bulk')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('content-type')).toContain('application/scim+json')
    expect(await missing.json()).toMatchObject({ schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'] })
    expect((await scim('scim_forged', 'GET', 'Schemas')).status).toBe(401)

    // Entra ID's create, with the enterprise extension: Location, the department made and joined, user.added.
    const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User'
    const created = await scim(token, 'POST', 'Users', {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User', ENTERPRISE],
      externalId: 'e-7731',
      userName: 'kim.entra@globex.example',
      active: true,
      name: { givenName: 'Kim', familyName: 'Entra' },
      emails: [{ primary: true, type: 'work', value: 'kim.entra@globex.example' }],
      [ENTERPRISE]: { department: 'Field Research', manager: { value: 'usr_owner_globex_example' } },
    })
    expect(created.status).toBe(201)
    const kim = (await created.json()) as Resource & { meta: { location: string } } & Record<
        typeof ENTERPRISE,
        { department?: string }
      >
    expect(created.headers.get('location')).toBe(kim.meta.location)
    expect(kim[ENTERPRISE]?.department).toBe('Field Research')
    SCIMMY.Schemas.User.extend(SCIMMY.Schemas.EnterpriseUser as never)
    expect(() => new SCIMMY.Schemas.User(kim, 'out')).not.toThrow()
    const joined = await db
      .select({ name: departments.name })
      .from(userDepartments)
      .innerJoin(departments, eq(departments.id, userDepartments.departmentId))
      .where(eq(userDepartments.userId, kim.id))
    expect(joined).toEqual([{ name: 'Field Research' }])

    // Entra ID moves the person and then deactivates them, each by its own PATCH shape.
    const moved = await scim(token, 'PATCH', `Users/${kim.id}`, {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [{ op: 'Replace', path: `${ENTERPRISE}:department`, value: 'Sales' }],
    })
    expect(moved.status).toBe(200)
    expect(((await moved.json()) as Record<string, { department?: string }>)[ENTERPRISE]?.department).toBe(
      'Sales',
    )
    const off = await scim(token, 'PATCH', `Users/${kim.id}`, {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
    })
    expect(((await off.json()) as Resource).active).toBe(false)
    // Deactivated twice: one event, as the console's own disable sends one.
    await scim(token, 'PATCH', `Users/${kim.id}`, {
      Operations: [{ op: 'replace', path: 'active', value: false }],
    })
    const events = await db
      .select({ type: webhookDeliveries.eventType, payload: webhookDeliveries.payload })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, 'whe_scim_test'))
    expect(events.map((event) => event.type).sort()).toEqual(['user.added', 'user.disabled'])
    expect(events.find((event) => event.type === 'user.added')!.payload).toMatchObject({
      companyId: 'cmp_globex',
      data: { email: 'kim.entra@globex.example', departments: ['Field Research'] },
    })
  })
})
