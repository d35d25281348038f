import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { BASE } from '../../../src/domain/api-paths'
import { rowsOf } from '../../../server/exercise/totals'
import { backend, bearer, startSignedIn, type TestGateway } from '../gateway'

// 002 §7 users/by_departments and users/by_groups: the selected-users picker narrowed to the active learners of
// some of the company's departments or groups, searchable and paged as users/page; other companies' ids refused.

let gateway: TestGateway, globex: string
beforeAll(async () => {
  ;[gateway, globex] = await startSignedIn('owner@globex.example')
})
afterAll(() => gateway.close())

type Page = { data: { items: { id: string; email: string }[]; pageInfo: { totalCount: number } } }
const base = `${BASE.phishingExercise}/company/cmp_globex`
const read = async (path: string) => {
  const response = await gateway.app.request(`${base}${path}`, bearer(globex))
  return { status: response.status, body: (await response.json()) as Page }
}

describe(`the picker by department and group (${backend})`, () => {
  it("lists a department's and a group's active learners, searchable and paged", async () => {
    for (const [kind, table, column, key] of [
      ['departments', 'user_departments', 'department_id', 'departmentId'],
      ['groups', 'user_groups', 'group_id', 'groupId'],
    ] as const) {
      const [target] = await rowsOf<{ id: string; n: number }>(
        gateway.database.db,
        sql`select l.${sql.raw(column)} id, count(*)::int n from ${sql.raw(table)} l join users u on u.id = l.user_id
          where u.company_id = 'cmp_globex' and u.disabled_at is null group by 1 order by 2 desc limit 1`,
      )
      const members = await rowsOf<{ id: string; email: string }>(
        gateway.database.db,
        sql`select u.id, u.email from ${sql.raw(table)} l join users u on u.id = l.user_id
          where l.${sql.raw(column)} = ${target!.id} and u.disabled_at is null order by u.email`,
      )
      const all = await read(`/users/by_${kind}?${key}=${target!.id}&pageSize=1000`)
      expect(all.status, kind).toBe(200)
      expect(all.body.data.pageInfo.totalCount).toBe(members.length)
      expect(all.body.data.items.map((item) => item.id)).toEqual(members.map((member) => member.id))
      const one = members[0]!
      const found = await read(
        `/users/by_${kind}?${key}=${target!.id}&searchText=${encodeURIComponent(one.email)}`,
      )
      expect(found.body.data.items.map((item) => item.id)).toEqual([one.id])
      const page = await read(`/users/by_${kind}?${key}=${target!.id}&pageSize=2&pageNumber=1`)
      expect(page.body.data.items.map((item) => item.id)).toEqual(members.slice(2, 4).map((m) => m.id))
    }
  })

  it("refuses no ids, another company's ids and bad pages", async () => {
    expect((await read('/users/by_departments')).status).toBe(422)
    const [other] = await rowsOf<{ id: string }>(
      gateway.database.db,
      sql`select id from departments where company_id <> 'cmp_globex' limit 1`,
    )
    expect([403, 404, 422]).toContain((await read(`/users/by_departments?departmentId=${other!.id}`)).status)
    expect((await read('/users/by_groups?groupId=x&pageSize=0')).status).toBe(422)
  })
})
