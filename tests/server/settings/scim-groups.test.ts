import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { userGroups, users } from '../../../server/db/schema'
import { backend, startSignedIn, type TestGateway } from '../gateway'

// SCIM 2.0 Groups (issue 29; RFC 7643 §8.4's "Tour Guides"): Globex's token creates a group with members, finds
// it by displayName, renames it and changes its members by PATCH in Okta's and Entra ID's shapes, replaces it and
// deletes it; a member from another company, a taken name and an unknown operation are refused, all or nothing;
// another company's token does not see it.

let gateway: TestGateway, globex: string, acme: string
beforeAll(async () => {
  ;[gateway, globex, acme] = await startSignedIn('owner@globex.example', 'admin@acme.example')
})
afterAll(() => gateway.close())

const tokenFor = async (session: string, company: string) =>
  (
    (await (
      await gateway.app.request(`/api/v1/scim/v2/bearer_token/company/${company}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${session}` },
      })
    ).json()) as { token: string }
  ).token
const scim = (token: string, method: string, path: string, body?: unknown) =>
  gateway.app.request(`/scim/v2/${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/scim+json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
type Group = { id: string; displayName: string; members?: { value: string }[] }
const PATCH = 'urn:ietf:params:scim:api:messages:2.0:PatchOp'

describe(`SCIM 2.0 groups (${backend})`, () => {
  it('creates, finds, renames, changes members, replaces and deletes a group of the token’s company', async () => {
    const token = await tokenFor(globex, 'cmp_globex')
    const people = await gateway.database.db.select().from(users).where(eq(users.companyId, 'cmp_globex'))
    const [a, b, d] = people.map((p) => p.id)
    const [outsider] = await gateway.database.db.select().from(users).where(eq(users.companyId, 'cmp_acme'))

    const created = await scim(token, 'POST', 'Groups', {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'],
      displayName: 'Tour Guides',
      members: [{ value: a }, { value: b }],
    })
    expect(created.status).toBe(201)
    const group = (await created.json()) as Group
    expect(group.members!.map((m) => m.value).sort()).toEqual([a, b].sort())
    expect((await scim(token, 'POST', 'Groups', { displayName: 'tour guides' })).status).toBe(409)
    const found = (await (await scim(token, 'GET', 'Groups?filter=displayName eq "Tour Guides"')).json()) as {
      Resources: Group[]
    }
    expect(found.Resources.map((g) => g.id)).toEqual([group.id])
    const slim = (await (await scim(token, 'GET', 'Groups?excludedAttributes=members&count=1')).json()) as {
      Resources: Group[]
    }
    expect(slim.Resources[0]!.members).toBeUndefined()

    // Okta: add one, remove one by filter, rename by value.
    const okta = await scim(token, 'PATCH', `Groups/${group.id}`, {
      schemas: [PATCH],
      Operations: [
        { op: 'add', path: 'members', value: [{ value: d }] },
        { op: 'remove', path: `members[value eq "${a}"]` },
        { op: 'replace', value: { id: group.id, displayName: 'Guides' } },
      ],
    })
    expect(okta.status).toBe(200)
    const renamed = (await okta.json()) as Group
    expect(renamed.displayName).toBe('Guides')
    expect(renamed.members!.map((m) => m.value).sort()).toEqual([b, d].sort())
    // Entra ID: remove by list, capitalised op.
    const entra = await scim(token, 'PATCH', `Groups/${group.id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'Remove', path: 'members', value: [{ value: b }] }],
    })
    expect(((await entra.json()) as Group).members!.map((m) => m.value)).toEqual([d])

    // All or nothing: a foreign member in the second operation leaves the first undone.
    const refused = await scim(token, 'PATCH', `Groups/${group.id}`, {
      schemas: [PATCH],
      Operations: [
        { op: 'add', path: 'members', value: [{ value: a }] },
        { op: 'add', path: 'members', value: [{ value: outsider!.id }] },
      ],
    })
    expect(refused.status).toBe(400)
    const rows = await gateway.database.db.select().from(userGroups).where(eq(userGroups.groupId, group.id))
    expect(rows.map((r) => r.userId)).toEqual([d])
    expect(
      (await scim(token, 'PATCH', `Groups/${group.id}`, { Operations: [{ op: 'move', path: 'members' }] }))
        .status,
    ).toBe(400)

    const replaced = await scim(token, 'PUT', `Groups/${group.id}`, {
      displayName: 'Guides',
      members: [{ value: a }],
    })
    expect(((await replaced.json()) as Group).members!.map((m) => m.value)).toEqual([a])

    const acmeToken = await tokenFor(acme, 'cmp_acme')
    expect((await scim(acmeToken, 'GET', `Groups/${group.id}`)).status).toBe(404)
    expect((await scim(acmeToken, 'DELETE', `Groups/${group.id}`)).status).toBe(404)

    expect((await scim(token, 'DELETE', `Groups/${group.id}`)).status).toBe(204)
    expect((await scim(token, 'GET', `Groups/${group.id}`)).status).toBe(404)
    expect(
      await gateway.database.db.select().from(userGroups).where(eq(userGroups.groupId, group.id)),
    ).toEqual([])
  })
})
