import Papa from 'papaparse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CAMPAIGN_TEXTS,
  type CampaignCard,
  type CreateCampaignPayload,
  type LaunchPlan,
} from '../../../src/domain/exercise-campaign'
import type { ReportStatistics, UserRow } from '../../../src/domain/exercise-report'
import { backend, bearer, json, startSignedIn, type TestGateway } from '../gateway'

let gateway: TestGateway, globex: string, acme: string
beforeAll(async () => {
  ;[gateway, globex, acme] = await startSignedIn('owner@globex.example', 'admin@acme.example')
})
afterAll(() => gateway.close())

const base = '/phishing-exercise/api/v1/company'
const get = async <T>(path: string, token = globex) => {
  const response = await gateway.app.request(`${base}${path}`, bearer(token))
  return {
    status: response.status,
    body: (await response.json()) as { data: T; error?: { message: string } },
  }
}
const send = async <T>(method: string, path: string, body?: unknown, token = globex) => {
  const init =
    body === undefined ? { ...bearer(token), method } : { ...json(body, bearer(token).headers), method }
  const response = await gateway.app.request(`${base}${path}`, init)
  return {
    status: response.status,
    body: (await response.json()) as {
      data: T
      error?: { message: string }
      validationResults?: { field: string; message: string }[]
    },
  }
}
const payload = (patch: Partial<CreateCampaignPayload> = {}): CreateCampaignPayload => ({
  name: 'Server test campaign',
  startedAt: null,
  daysToComplete: 14,
  notification: { isEnabled: true, subject: 'New exercise', message: 'Have a look.' },
  selectedDepartmentsIds: [],
  selectedGroupsIds: [],
  selectedUsersIds: [],
  usersType: 'USERS_FROM_DEPARTMENTS',
  packId: null,
  templates: [],
  timeZone: 'Europe/London',
  ...patch,
})
const page = <T>(body: { data: { items: T[]; pageInfo: { totalCount: number } } }) => body.data

describe(`phishing exercise campaigns (${backend})`, () => {
  it('lists the seeded cards with counts computed from the learners’ answers', async () => {
    const active = await get<{ items: CampaignCard[]; pageInfo: { totalCount: number } }>(
      '/cmp_globex/campaigns/active',
    )
    expect(active.status).toBe(200)
    const q3 = active.body.data.items.find((c) => c.id === 'phx_globex_q3')!
    const { total, completed, inProgress, notStarted, overdue } = q3.assignments
    expect(total).toBeGreaterThan(100)
    expect(completed + inProgress + notStarted + overdue).toBe(total)
    expect(completed).toBeGreaterThan(0)
    expect(q3.score).toBeGreaterThan(0)
    expect(q3.currentRound.statistic.sent).toBe(total * 2)
    expect(active.body.data.items.find((c) => c.id === 'phx_globex_joiners')?.status).toBe('queued')
    const archived = await get<{ items: CampaignCard[] }>('/cmp_globex/campaigns/archive')
    expect(archived.body.data.items.map((c) => c.id)).toEqual(
      expect.arrayContaining(['phx_globex_q2', 'phx_globex_cancelled']),
    )
    // Another company's admin reaches neither the list nor a campaign.
    expect((await get('/cmp_globex/campaigns/active', acme)).status).toBe(403)
    expect((await get('/cmp_acme/campaign/phx_globex_q3', acme)).status).toBe(404)
  })

  it('refuses what the wizard would not send, field by field', async () => {
    const bad = await send(
      'POST',
      '/cmp_globex/campaign/create',
      payload({ name: '   ', daysToComplete: 0, templates: [] }),
    )
    expect(bad.status).toBe(422)
    expect(bad.body.validationResults).toEqual(
      expect.arrayContaining([
        { field: 'name', message: CAMPAIGN_TEXTS.nameRequired },
        { field: 'days', message: CAMPAIGN_TEXTS.daysInvalid },
        { field: 'learners', message: CAMPAIGN_TEXTS.noSelectedUsers },
      ]),
    )
    for (const days of [-1, 1.5, 9_999_999])
      expect(
        (await send('POST', '/cmp_globex/campaign/create', payload({ daysToComplete: days }))).status,
      ).toBe(422)
    const past = await send(
      'POST',
      '/cmp_globex/campaign/create',
      payload({ startedAt: '2020-01-01', usersType: 'USERS_ALL', packId: 'pck_starter' }),
    )
    expect(past.body.validationResults).toContainEqual({
      field: 'startDate',
      message: CAMPAIGN_TEXTS.pastDate,
    })
    const eleven = Array.from({ length: 11 }, (_, i) => ({ orderNumber: i + 1, templateId: `tpl_${i}` }))
    expect(
      (
        await send(
          'POST',
          '/cmp_globex/campaign/create',
          payload({ usersType: 'USERS_ALL', templates: eleven }),
        )
      ).status,
    ).toBe(422)
    // Another tenant's department is refused, not silently dropped.
    const foreign = await send(
      'POST',
      '/cmp_globex/campaign/create',
      payload({ selectedDepartmentsIds: ['cmp_acme_d1'], packId: 'pck_starter' }),
    )
    expect(foreign.status).toBe(422)
    // Templates deleted between step 1 and Launch: nothing is created.
    const before = (await get<{ pageInfo: { totalCount: number } }>('/cmp_globex/campaigns/active')).body.data
      .pageInfo.totalCount
    const gone = await send(
      'POST',
      '/cmp_globex/campaign/create',
      payload({
        usersType: 'USERS_ALL',
        templates: ['tpl_invoice', 'tpl_deleted', 'tpl_parcel_sms'].map((templateId, i) => ({
          orderNumber: i + 1,
          templateId,
        })),
      }),
    )
    expect(gone.status).toBe(409)
    expect(gone.body.error?.message).toBe(CAMPAIGN_TEXTS.templatesGone)
    expect(
      (await get<{ pageInfo: { totalCount: number } }>('/cmp_globex/campaigns/active')).body.data.pageInfo
        .totalCount,
    ).toBe(before)
  })

  it('plans delivery at 9 in each learner’s zone, creates, archives one way and deletes from the archive', async () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)
    const body = payload({
      selectedDepartmentsIds: ['cmp_globex_d1', 'cmp_globex_d2'],
      startedAt: tomorrow,
      templates: [
        { orderNumber: 1, templateId: 'tpl_invoice' },
        { orderNumber: 2, templateId: 'tpl_parcel_sms' },
        { orderNumber: 3, templateId: 'tpl_password_reset' },
      ],
    })
    const plan = await send<LaunchPlan>('POST', '/cmp_globex/campaign/preview', body)
    expect(plan.status).toBe(200)
    expect(plan.body.data.total).toBeGreaterThan(10)
    expect(plan.body.data.zones).toBeGreaterThan(1)
    for (const row of plan.body.data.rows) {
      const local = new Intl.DateTimeFormat('en-GB', {
        timeZone: row.timeZone,
        hour: 'numeric',
        hourCycle: 'h23',
      }).format(new Date(row.deliverAt))
      expect(local).toBe('09')
      expect(new Date(row.dueAt).getTime() - new Date(row.deliverAt).getTime()).toBe(14 * 86_400_000)
    }
    const created = await send<{ id: string }>('POST', '/cmp_globex/campaign/create', body)
    expect(created.status).toBe(201)
    const card = (await get<CampaignCard>(`/cmp_globex/campaign/${created.body.data.id}`)).body.data
    expect(card).toMatchObject({
      status: 'queued',
      templates: 3,
      assignments: { total: plan.body.data.total },
    })
    // Settings: saved departments stay; another one adds its learners; the length moves every due date.
    const settings = (departments: string[]) => ({
      name: 'Server test campaign, round 2',
      daysToComplete: 21,
      notification: { isEnabled: false, subject: '', message: '' },
      selectedDepartmentsIds: departments,
      selectedGroupsIds: [],
      selectedUsersIds: [],
    })
    const narrowed = await send('PUT', `/cmp_globex/campaign/${card.id}/update`, settings(['cmp_globex_d1']))
    expect(narrowed.status).toBe(422)
    const widened = await send(
      'PUT',
      `/cmp_globex/campaign/${card.id}/update`,
      settings(['cmp_globex_d1', 'cmp_globex_d2', 'cmp_globex_d3']),
    )
    expect(widened.status).toBe(200)
    const after = (await get<CampaignCard>(`/cmp_globex/campaign/${card.id}`)).body.data
    expect(after).toMatchObject({
      name: 'Server test campaign, round 2',
      daysToComplete: 21,
      isNotificationEnabled: false,
    })
    expect(after.assignments.total).toBeGreaterThan(card.assignments.total)
    expect(
      (await send('PUT', `/cmp_globex/campaign/${card.id}/update`, settings(['cmp_acme_d1']), acme)).status,
    ).toBe(403)
    expect((await send('DELETE', `/cmp_globex/campaign/${card.id}/delete`)).status).toBe(409)
    expect((await send('PUT', `/cmp_globex/campaign/${card.id}/archive`)).status).toBe(200)
    expect((await send('PUT', `/cmp_globex/campaign/${card.id}/archive`)).status).toBe(404)
    expect((await send('DELETE', `/cmp_globex/campaign/${card.id}/delete`, undefined, acme)).status).toBe(403)
    expect((await send('DELETE', `/cmp_globex/campaign/${card.id}/delete`)).status).toBe(200)
    expect((await get(`/cmp_globex/campaign/${card.id}`)).status).toBe(404)
  })

  it('reports a campaign: statistics, filtered and sorted tabs, and a CSV with the same rows', async () => {
    const report = '/cmp_globex/campaign/phx_globex_q3/report'
    const stats = (await get<ReportStatistics>(`${report}/statistics`)).body.data
    const total = stats.statuses.reduce((sum, s) => sum + s.count, 0)
    expect(total).toBeGreaterThan(100)
    expect(stats.total.averageScorePercentage).toBeGreaterThan(0)
    // The answers chart's figures: every answer under the filters, by how right it was (issue 24).
    const answers = stats.answers!
    expect(answers.correct + answers.partial + answers.wrong).toBeGreaterThan(0)
    const byTemplate = page(
      (
        await get<{
          items: { correct: number; partial: number; wrong: number }[]
          pageInfo: { totalCount: number }
        }>(`${report}/templates?pageSize=100`)
      ).body,
    )
    expect(byTemplate.items.reduce((sum, t) => sum + t.correct, 0)).toBe(answers.correct)
    expect(byTemplate.items.reduce((sum, t) => sum + t.wrong, 0)).toBe(answers.wrong)
    const users = page(
      (
        await get<{ items: UserRow[]; pageInfo: { totalCount: number } }>(
          `${report}/users?orderBy=score&order=desc`,
        )
      ).body,
    )
    expect(users.items).toHaveLength(10)
    expect(users.pageInfo.totalCount).toBe(total)
    const scores = users.items.map((u) => u.score)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
    const overdue = page(
      (
        await get<{ items: UserRow[]; pageInfo: { totalCount: number } }>(
          `${report}/users?status=OVERDUE&pageSize=100`,
        )
      ).body,
    )
    expect(overdue.pageInfo.totalCount).toBe(stats.statuses.find((s) => s.name === 'OVERDUE')!.count)
    expect(overdue.items.every((u) => u.status === 'OVERDUE' && u.daysToComplete === null)).toBe(true)
    // The users tab reads its campaign in its page's statement: a page past the end still counts everyone, a
    // learner's completion is of the campaign's two templates, and another company's campaign is not found.
    const pastTheEnd = page(
      (await get<{ items: UserRow[]; pageInfo: { totalCount: number } }>(`${report}/users?pageNumber=500`))
        .body,
    )
    expect(pastTheEnd).toEqual({ items: [], pageInfo: { totalCount: total } })
    expect(
      users.items.every((u) => [0, 50, 100].includes(u.completionPercentage)) &&
        users.items.some((u) => u.completionPercentage === 100),
      "completion counts the campaign's two templates",
    ).toBe(true)
    expect((await get(`/cmp_acme/campaign/phx_globex_q3/report/users`, acme)).status).toBe(404)
    expect((await get(`${report}/users`, acme)).status).toBe(403)
    const csv = (await get<string>(`${report}/users?status=OVERDUE&isCsv=true`)).body.data
    const parsed = Papa.parse<string[]>(csv.trim()).data
    expect(parsed[0]?.[0]).toBe('Full name')
    expect(
      parsed
        .slice(1)
        .map((r) => r[1])
        .sort(),
    ).toEqual(overdue.items.map((u) => u.email).sort())
    const departments = page(
      (
        await get<{ items: { learners: number }[]; pageInfo: { totalCount: number } }>(
          `${report}/departments`,
        )
      ).body,
    )
    expect(departments.items.reduce((sum, d) => sum + d.learners, 0)).toBe(total)
    const templates = page(
      (
        await get<{ items: { id: string; total: number }[]; pageInfo: { totalCount: number } }>(
          `${report}/templates`,
        )
      ).body,
    )
    expect(templates.items.map((t) => t.id).sort()).toEqual(['tpl_globex_payroll', 'tpl_invoice'])
    // An unknown sort column falls back to the default instead of failing.
    expect((await get(`${report}/users?orderBy=password_hash`)).status).toBe(200)
    expect((await get(`${report}/users`, acme)).status).toBe(403)
  })

  it('fills a report as simulated learners answer over the days the dev clock moves', async () => {
    const report = '/cmp_globex/campaign/phx_globex_q3/report/statistics'
    const before = (await get<ReportStatistics>(report)).body.data.statuses.find(
      (s) => s.name === 'COMPLETED',
    )!.count
    const advanced = await gateway.app.request('/__dev/exercise/advance?companyId=cmp_globex&days=5', {
      method: 'POST',
    })
    expect(advanced.status).toBe(200)
    const after = (await get<ReportStatistics>(report)).body.data.statuses.find(
      (s) => s.name === 'COMPLETED',
    )!.count
    expect(after).toBeGreaterThan(before)
  })
})
