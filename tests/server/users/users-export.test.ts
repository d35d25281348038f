// @module-tag engine (large exports streamed from the database): also runs on Postgres, see docs/testing.md.
import Papa from 'papaparse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { csvInvitePayloadOf } from '../../../src/domain/csv-import'
import { backend, bearer, json, startSignedIn, type TestGateway } from '../gateway'

let gateway: TestGateway, admin: string
beforeAll(async () => {
  ;[gateway, admin] = await startSignedIn('admin@acme.example')
})
afterAll(() => gateway.close())

const post = (body: unknown) => json(body, bearer(admin).headers)
const patch = (body: unknown) => ({ ...post(body), method: 'PATCH' })

describe(`users export and select-all (${backend})`, () => {
  it('exports everyone under the search as CSV, formula cells escaped', async () => {
    const invited = await gateway.app.request(
      '/api/v1/user/cmp_acme/invite',
      post(
        csvInvitePayloadOf(
          'cmp_acme',
          [
            {
              email: 'evil.one@acme.example',
              name: '=HYPERLINK("http://x")',
              lastName: '+1',
              department: 'Ops',
              group: null,
            },
            {
              email: 'evil.two@acme.example',
              name: 'Zoë',
              lastName: 'Müller',
              department: 'Ops',
              group: null,
            },
          ],
          { notification: false, subject: '', message: '' },
        ),
      ),
    )
    expect(invited.status).toBe(201)
    const response = await gateway.app.request(
      '/api/v1/users/list/cmp_acme',
      post({ isCsv: true, paging: { pageNumber: 0, pageSize: 10 }, filter: { searchText: 'evil.' } }),
    )
    expect(response.headers.get('content-type')).toContain('text/csv')
    // The UTF-8 byte-order mark first, so Excel on Windows reads "Müller" and not "MÃ¼ller".
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const { data } = Papa.parse<string[]>(new TextDecoder().decode(bytes), { skipEmptyLines: true })
    expect(data[0]).toEqual([
      'Email',
      'First Name',
      'Last Name',
      'Access Level',
      'Department',
      'Status',
      'Added',
    ])
    expect(data.slice(1).map((row) => row.slice(0, 5))).toEqual([
      ['evil.one@acme.example', `'=HYPERLINK("http://x")`, "'+1", 'Learner', 'Ops'],
      ['evil.two@acme.example', 'Zoë', 'Müller', 'Learner', 'Ops'],
    ])
    // Everyone, read a page at a time on the gateway: as many lines as the list counts.
    const all = await gateway.app.request(
      '/api/v1/users/list/cmp_acme',
      post({ isCsv: true, paging: { pageNumber: 0, pageSize: 10 } }),
    )
    const listed = await gateway.app.request(
      '/api/v1/users/list/cmp_acme',
      post({ paging: { pageNumber: 0, pageSize: 10 } }),
    )
    const total = (await listed.json()) as { totalCount?: number; data?: { totalCount?: number } }
    const rows = Papa.parse<string[]>(await all.text(), { skipEmptyLines: true }).data.length - 1
    expect(rows).toBe(total.totalCount ?? total.data?.totalCount)
  })

  it('disables everyone under the search when all users are selected, and no one else', async () => {
    const updated = await gateway.app.request(
      '/api/v1/users/cmp_acme/change_users_disable_status',
      patch({
        companyId: 'cmp_acme',
        userIds: [],
        isAllUsersSelected: true,
        searchText: 'evil.',
        disable: true,
      }),
    )
    expect(await updated.json()).toEqual({ updated: 2 })
    const active = (await (
      await gateway.app.request(
        '/api/v1/users/list/cmp_acme',
        post({ paging: { pageNumber: 0, pageSize: 100 } }),
      )
    ).json()) as { usersPerPage: { email: string }[]; totalCount: number }
    expect(active.usersPerPage.some((u) => u.email.startsWith('evil.'))).toBe(false)
    expect(active.totalCount).toBeGreaterThan(30)
  })

  it('resends an invite to someone who has not joined and a verification link to an unverified user, in-company only', async () => {
    const list = (await (
      await gateway.app.request(
        '/api/v1/users/list/cmp_acme',
        post({
          paging: { pageNumber: 0, pageSize: 10 },
          includeDisabled: true,
          filter: { searchText: 'evil.two' },
        }),
      )
    ).json()) as { usersPerPage: { id: string; invitePending: boolean; emailVerified: boolean }[] }
    const target = list.usersPerPage[0]!
    expect(target).toMatchObject({ invitePending: true, emailVerified: false })
    const resent = await gateway.app.request(
      '/api/v1/user/cmp_acme/resend_invite',
      post({ companyId: 'cmp_acme', userId: target.id }),
    )
    expect(resent.status).toBe(204)
    const verification = await gateway.app.request(
      '/api/v1/user/verification_email',
      post({ user_id: target.id }),
    )
    expect(verification.status).toBe(204)
    const { items } = (await (
      await gateway.app.request('/__dev/outbox?to=evil.two@acme.example')
    ).json()) as {
      items: { kind: string }[]
    }
    expect(items.map((mail) => mail.kind).sort()).toEqual(['invite-learner', 'verification'].sort())
    const joined = await gateway.app.request(
      '/api/v1/user/cmp_acme/resend_invite',
      post({ companyId: 'cmp_acme', userId: 'cmp_acme_admin' }),
    )
    expect([404, 409]).toContain(joined.status)
    const foreign = await gateway.app.request(
      '/api/v1/user/verification_email',
      post({ user_id: 'cmp_globex_u1' }),
    )
    expect(foreign.status).toBe(403)
  })
})
