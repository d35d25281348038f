import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PATHS } from '../../../src/domain/api-paths'
import type { UserProfile } from '../../../src/domain/user-profile'
import { backend, bearer, json, startSignedIn, type TestGateway } from '../gateway'

let gateway: TestGateway, admin: string, other: string
beforeAll(async () => {
  ;[gateway, admin, other] = await startSignedIn('admin@acme.example', 'owner@globex.example')
})
afterAll(() => gateway.close())

async function idOf(email: string): Promise<string> {
  const response = await gateway.app.request(
    PATHS.usersList('cmp_acme'),
    json(
      { includeDisabled: true, paging: { pageNumber: 0, pageSize: 5 }, filter: { searchText: email } },
      bearer(admin).headers,
    ),
  )
  return ((await response.json()) as { usersPerPage: { id: string }[] }).usersPerPage[0]!.id
}

const patch = (token: string, userId: string, body: object) =>
  gateway.app.request(PATHS.userById('cmp_acme', userId), {
    method: 'PATCH',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', ...bearer(token).headers },
  })

describe(`the user profile (${backend})`, () => {
  it('edits name, access level, departments and groups; names are reused in any case or created', async () => {
    const ines = await idOf('ines.garcia@acme.example')
    const saved = await patch(admin, ines, {
      name: 'Ines',
      lastName: 'Garcia',
      role: 'user',
      departments: ['engineering', 'Night Shift'],
      groups: ['Fire Wardens'],
    })
    expect(saved.status).toBe(200)
    const profile = (await saved.json()) as UserProfile
    expect([...profile.departments].sort()).toEqual(['Engineering', 'Night Shift'])
    expect(profile.groups).toEqual(['Fire Wardens'])
    const departments = (await (
      await gateway.app.request(PATHS.directory('cmp_acme', 'departments'), bearer(admin))
    ).json()) as { data: { name: string }[] }
    expect(departments.data.filter((d) => d.name.toLowerCase() === 'engineering')).toHaveLength(1)
    // Without the lists, memberships stay.
    const again = await patch(admin, ines, { name: 'Ines', lastName: 'Garcia', role: 'user' })
    expect(((await again.json()) as UserProfile).groups).toEqual(['Fire Wardens'])
    const cleared = await patch(admin, ines, {
      name: 'Ines',
      lastName: 'Garcia',
      role: 'user',
      departments: [],
      groups: [],
    })
    expect(await cleared.json()).toMatchObject({ departments: [], groups: [] })
  })

  it('says when someone never signed in, and refuses bad input, self-demotion and another company', async () => {
    const invited = await idOf('chloe.brown@acme.example')
    const read = await gateway.app.request(PATHS.userProfile('cmp_acme', invited), bearer(admin))
    expect(((await read.json()) as UserProfile).lastLoginAt).toBeNull()
    const tooMany = Array.from({ length: 51 }, (_, i) => `Dept ${i}`)
    expect(
      (await patch(admin, invited, { name: 'C', lastName: 'B', role: 'user', departments: tooMany })).status,
    ).toBe(422)
    expect(
      (await patch(admin, invited, { name: 'C', lastName: 'B', role: 'user', groups: [''] })).status,
    ).toBe(422)
    const self = await idOf('admin@acme.example')
    // Signing in (startSignedIn above) is recorded.
    const mine = (await (
      await gateway.app.request(PATHS.userProfile('cmp_acme', self), bearer(admin))
    ).json()) as UserProfile
    expect(Date.now() - Date.parse(mine.lastLoginAt!)).toBeLessThan(60_000)
    expect((await patch(admin, self, { name: 'Alice', lastName: 'Admin', role: 'user' })).status).toBe(409)
    expect((await patch(other, invited, { name: 'X', lastName: 'Y', role: 'user' })).status).toBe(403)
  })
})
