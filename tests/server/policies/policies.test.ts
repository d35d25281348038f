import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POLICY_TEXTS, type PolicyLearnerPage, type PolicyRow } from '../../../src/domain/policies'
import { departments } from '../../../server/db/schema'
import { backend, bearer, json, startSignedIn, type TestGateway } from '../gateway'

// Policies (issue 27): the seeded ones with live counts; a PDF assigned to a department, its learners under
// the filter keys (acknowledged, not opened, overdue), acknowledged as the simulated clock moves, a new
// revision asking everyone again, the not-acknowledged reminded, ended once and deleted; bad input refused.

let gateway: TestGateway, globex: string, acme: string
beforeAll(async () => {
  ;[gateway, globex, acme] = await startSignedIn('owner@globex.example', 'admin@acme.example')
})
afterAll(() => gateway.close())

const base = '/api/v1/policies/company/cmp_globex'
const call = async <T>(method: string, path: string, token: string, body?: unknown) => {
  const response = await gateway.app.request(
    path,
    body === undefined ? { method, ...bearer(token) } : { ...json(body, bearer(token).headers), method },
  )
  return { status: response.status, body: (await response.json()) as T }
}
const list = async () => (await call<{ policies: PolicyRow[] }>('GET', base, globex)).body.policies
const PDF: Uint8Array<ArrayBuffer> = new TextEncoder().encode('%PDF-1.4\n%%EOF\n')
const upload = async () => {
  const form = new FormData()
  form.append('file', new File([PDF], 'byod.pdf', { type: 'application/pdf' }))
  const response = await gateway.app.request('/api/v1/campaign/cmp_globex/files', {
    method: 'POST',
    body: form,
    ...bearer(globex),
  })
  return ((await response.json()) as { id: string }).id
}

describe(`policies (${backend})`, () => {
  it('lists, assigns, tracks, revises, reminds, ends once and deletes', async () => {
    const seeded = await list()
    const aup = seeded.find((row) => row.id === 'pol_globex_aup')!
    expect(aup.assignments).toBe(aup.acknowledged + aup.notOpened + aup.overdue)
    expect(aup.assignments).toBeGreaterThan(0)
    expect(aup.fileName).toBe('acceptable-use-policy.pdf')
    const seededFile = await gateway.app.request(
      '/api/v1/campaign/cmp_globex/files/trf_globex_aup',
      bearer(globex),
    )
    expect(new TextDecoder().decode((await seededFile.arrayBuffer()).slice(0, 5))).toBe('%PDF-')

    const [department] = await gateway.database.db
      .select()
      .from(departments)
      .where(eq(departments.companyId, 'cmp_globex'))
    const fileId = await upload()
    const created = await call<{ id: string; message: string }>('POST', base, globex, {
      name: 'Bring your own device',
      fileId,
      daysToAcknowledge: 10,
      assignmentType: 'DEPARTMENTS',
      departmentIds: [department!.id],
    })
    expect(created.status).toBe(201)
    expect(created.body.message).toBe(POLICY_TEXTS.created)
    const id = created.body.id
    const fresh = (await list()).find((row) => row.id === id)!
    expect(fresh).toMatchObject({ revision: 1, acknowledged: 0, overdue: 0, fileName: 'byod.pdf' })
    expect(fresh.notOpened).toBe(fresh.assignments)
    const learners = (filter: string) =>
      call<PolicyLearnerPage>('POST', `${base}/${id}/learners`, globex, { filter, limitPerPage: 5 })
    expect((await learners('notOpened')).body.pageInfo.totalCount).toBe(fresh.assignments)

    const advanced = await gateway.app.request('/__dev/policies/advance?companyId=cmp_globex&days=8', {
      method: 'POST',
    })
    expect(advanced.status).toBe(200)
    const later = (await list()).find((row) => row.id === id)!
    expect(later.acknowledged).toBeGreaterThan(0)
    expect((await learners('acknowledged')).body.pageInfo.totalCount).toBe(later.acknowledged)
    expect((await learners('acknowledged')).body.items[0]!.acknowledgedAt).not.toBeNull()

    // The not-acknowledged are reminded as a training's not-started are.
    const availability = await gateway.app.request(
      '/api/v1/users/company/cmp_globex/reminders/manual/users_not_started/tasks_availability',
      {
        ...json(
          {
            companyId: 'cmp_globex',
            campaignId: id,
            includeGaming: false,
            includeVideoTraining: true,
            includePolicies: true,
            includeCalendarVideos: false,
            customMessage: 'Please read it.',
            isAllUsersSelected: true,
            userIds: [],
            subject: 'Policy',
            searchText: '',
          },
          bearer(globex).headers,
        ),
        method: 'POST',
      },
    )
    expect(((await availability.json()) as { willReceive: number }).willReceive).toBe(
      later.notOpened + later.overdue,
    )

    const revised = await call<{ revision: number }>('POST', `${base}/${id}/revision`, globex, {
      fileId: await upload(),
    })
    expect(revised.body.revision).toBe(2)
    const again = (await list()).find((row) => row.id === id)!
    expect(again).toMatchObject({ revision: 2, acknowledged: 0, notOpened: again.assignments })

    expect((await call('PUT', `${base}/${id}/end`, globex)).status).toBe(200)
    expect((await call('PUT', `${base}/${id}/end`, globex)).status).toBe(409)
    expect((await call('POST', `${base}/${id}/revision`, globex, { fileId })).status).toBe(409)
    expect((await call('DELETE', `${base}/${id}`, globex)).status).toBe(200)
    expect((await list()).some((row) => row.id === id)).toBe(false)
  })

  it('refuses what the form would have prevented, and other companies', async () => {
    const fileId = await upload()
    const good = { name: 'X', fileId, daysToAcknowledge: 10, assignmentType: 'ALL_USERS' }
    for (const days of [0, -1, 1.5, 366])
      expect((await call('POST', base, globex, { ...good, daysToAcknowledge: days })).status, `${days}`).toBe(
        422,
      )
    expect((await call('POST', base, globex, { ...good, name: '' })).status).toBe(422)
    expect(
      (await call('POST', base, globex, { ...good, assignmentType: 'GROUPS', groupIds: [] })).status,
    ).toBe(422)
    expect((await call('POST', base, globex, { ...good, fileId: 'trf_none' })).status).toBe(404)
    expect((await call('GET', base, acme)).status).toBe(403)
    expect((await call('POST', `${base}/pol_globex_aup/learners`, acme, { filter: 'overdue' })).status).toBe(
      403,
    )
    expect((await call('POST', `${base}/pol_globex_aup/learners`, globex, { filter: 'bogus' })).status).toBe(
      422,
    )
  })
})
