import { Temporal } from 'temporal-polyfill'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PATHS } from '../../../src/domain/api-paths'
import {
  SCHEDULING_TEXTS,
  TOURNAMENT_TEXTS,
  type TournamentPayload,
  type UserChallenge,
} from '../../../src/domain/tournament'
import { and, eq } from 'drizzle-orm'
import { tournamentParticipants } from '../../../server/db/schema'
import { backend, bearer, json, startSignedIn, type TestGateway } from '../gateway'

// The developer tournament's gateway (002 §2.11, §7 "Tournament"): the setup's rules refused server-side,
// participants from the company's own directory, the statistic, cancel refused in progress, the dashboard.

let gateway: TestGateway, globex: string, acme: string
beforeAll(async () => {
  ;[gateway, globex, acme] = await startSignedIn('owner@globex.example', 'admin@acme.example')
})
afterAll(() => gateway.close())

const inDays = (days: number) =>
  Temporal.Now.instant()
    .add({ hours: days * 24 })
    .toString()
const payload = (patch: Partial<TournamentPayload> = {}): TournamentPayload => ({
  duration: 3,
  challengesCount: 6,
  startDate: inDays(2),
  timezone: 'Europe/Kyiv',
  assignmentType: 'ALL_USERS',
  departments: [],
  groups: [],
  ...patch,
})
const post = async (body: unknown, token = globex, company = 'cmp_globex') => {
  const response = await gateway.app.request(PATHS.createTournament(company), {
    ...json(body),
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
const messages = (body: Record<string, unknown>) =>
  (body.validationResults as { message: string }[] | undefined)?.map((r) => r.message) ?? []

describe(`tournaments (${backend})`, () => {
  it('lists the standard zones with Kyiv, not Kiev', async () => {
    const zones = (await (await gateway.app.request(PATHS.timezones)).json()) as { id: string }[]
    const ids = zones.map((zone) => zone.id)
    expect(ids).toContain('Europe/Kyiv')
    expect(ids).not.toContain('Europe/Kiev')
    expect(ids).toContain('UTC')
  })

  it('schedules one for all users, and for a department with only its members', async () => {
    const all = await post(payload())
    expect(all.status).toBe(201)
    const { id, assignedUsers } = all.body.data as { id: string; assignedUsers: number }
    expect(assignedUsers).toBeGreaterThan(100)
    const read = await gateway.app.request(`/ctf/api/v1/company/cmp_globex/tournament/${id}`, bearer(globex))
    expect(((await read.json()) as { data: unknown }).data).toMatchObject({
      id,
      status: 'SCHEDULED',
      assignedUsers,
      challengesCount: 6,
      statistic: { averageScore: 0 },
    })
    const department = await post(payload({ assignmentType: 'DEPARTMENTS', departments: ['cmp_globex_d1'] }))
    expect(department.status).toBe(201)
    const some = (department.body.data as { assignedUsers: number }).assignedUsers
    expect(some).toBeGreaterThan(0)
    expect(some).toBeLessThan(assignedUsers)
  })

  it('refuses what the dialog prevents, with the spec’s messages', async () => {
    expect(messages((await post(payload({ startDate: inDays(-1) }))).body)).toContain(
      SCHEDULING_TEXTS.pastDate,
    )
    expect(messages((await post(payload({ startDate: 'soon' }))).body)).toContain(
      SCHEDULING_TEXTS.invalidDate,
    )
    expect(messages((await post(payload({ timezone: 'Mars/Olympus' }))).body)).toContain(
      SCHEDULING_TEXTS.timezoneRequired,
    )
    expect(messages((await post(payload({ assignmentType: 'DEPARTMENTS' }))).body)).toContain(
      SCHEDULING_TEXTS.departmentsRequired,
    )
    expect(messages((await post(payload({ assignmentType: 'GROUPS' }))).body)).toContain(
      SCHEDULING_TEXTS.groupsRequired,
    )
    expect((await post(payload({ challengesCount: 7 }))).status).toBe(422)
    expect((await post(payload({ challengesCount: 0 }))).status).toBe(422)
    expect((await post(payload({ duration: 4 }))).status).toBe(422)
    expect((await post(payload({ duration: 1.5 }))).status).toBe(422)
  })

  it('keeps every company to its own directory and tournaments', async () => {
    const foreign = await post(payload({ assignmentType: 'GROUPS', groups: ['cmp_acme_g1'] }))
    expect(foreign.status).toBe(422)
    expect((await post(payload(), acme)).status).toBe(403)
    expect((await post(payload(), '')).status).toBe(401)
    const { id } = (await post(payload())).body.data as { id: string }
    const other = await gateway.app.request(`/ctf/api/v1/company/cmp_acme/tournament/${id}`, bearer(acme))
    expect(other.status).toBe(404)
  })

  it('changes a scheduled tournament: its values read back, its players chosen again; not once started', async () => {
    const { id } = (await post(payload())).body.data as { id: string }
    const patch = (body: unknown, tournamentId = id, token = globex, company = 'cmp_globex') =>
      gateway.app.request(PATHS.tournament(company, tournamentId), {
        method: 'PATCH',
        body: JSON.stringify(body),
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      })
    const start = inDays(5)
    const changed = await patch(
      payload({
        startDate: start,
        timezone: 'Europe/London',
        duration: 5,
        challengesCount: 4,
        assignmentType: 'DEPARTMENTS',
        departments: ['cmp_globex_d1'],
      }),
    )
    expect(changed.status).toBe(200)
    const read = (await (
      await gateway.app.request(PATHS.tournament('cmp_globex', id), bearer(globex))
    ).json()) as { data: Record<string, unknown> }
    const members = await gateway.database.db
      .select()
      .from(tournamentParticipants)
      .where(eq(tournamentParticipants.tournamentId, id))
    expect(read.data).toMatchObject({
      status: 'SCHEDULED',
      startAt: new Date(start).toISOString(),
      timezone: 'Europe/London',
      duration: 5,
      challengesCount: 4,
      assignmentType: 'DEPARTMENTS',
      departments: ['cmp_globex_d1'],
      groups: [],
      assignedUsers: members.length,
    })
    expect(members.length).toBeGreaterThan(0)
    expect(members.length).toBeLessThan(100)
    // What the form prevents is refused here too; another company's tournament is not found.
    const past = await patch(payload({ startDate: inDays(-1) }))
    expect(past.status).toBe(422)
    expect(messages((await past.json()) as Record<string, unknown>)).toContain(SCHEDULING_TEXTS.pastDate)
    expect((await patch(payload(), id, acme, 'cmp_acme')).status).toBe(404)
    expect((await patch({ ...payload(), duration: 'three' })).status).toBe(422)
    // Started: refused as cancelling is.
    await gateway.database.db.execute(
      `update tournaments set start_at = now() - interval '1 hour' where id = '${id}'` as never,
    )
    const started = await patch(payload())
    expect(started.status).toBe(412)
    expect(((await started.json()) as { error: { message: string } }).error.message).toBe(
      'precondition failed',
    )
    // Gone again, so that the dashboard below counts only its own started tournament.
    await gateway.database.db.execute(`delete from tournaments where id = '${id}'` as never)
  })

  it('cancels a scheduled tournament but not one in progress; the dashboard counts started ones', async () => {
    const { id } = (await post(payload())).body.data as { id: string }
    const cancel = await gateway.app.request(`/ctf/api/v1/company/cmp_globex/tournament/${id}`, {
      method: 'DELETE',
      ...bearer(globex),
    })
    expect(cancel.status).toBe(204)
    const before = (await (
      await gateway.app.request(PATHS.tournamentDashboard('cmp_globex'), bearer(globex))
    ).json()) as { currentPeriod: unknown }
    expect(before.currentPeriod).toBeNull()
    // A tournament that began an hour ago (written directly: the API refuses past starts).
    const started = await gateway.database.db.execute(
      `insert into tournaments (id, company_id, start_at, end_at, time_zone, duration_days, challenges_count,
        assignment_type) values ('trn_running', 'cmp_globex', now() - interval '1 hour', now() + interval '2 days',
        'UTC', 3, 6, 'ALL_USERS')` as never,
    )
    expect(started).toBeTruthy()
    await gateway.database.db.execute(
      `insert into tournament_participants (tournament_id, user_id, solved)
        select 'trn_running', id, 4 from users where company_id = 'cmp_globex' limit 10` as never,
    )
    const running = await gateway.app.request('/ctf/api/v1/company/cmp_globex/tournament/trn_running', {
      method: 'DELETE',
      ...bearer(globex),
    })
    expect(running.status).toBe(412)
    expect(((await running.json()) as { error: { message: string } }).error.message).toBe(
      'precondition failed',
    )
    expect(TOURNAMENT_TEXTS.cancelInProgress).toContain('cannot be canceled')
    const after = (await (
      await gateway.app.request(PATHS.tournamentDashboard('cmp_globex'), bearer(globex))
    ).json()) as { currentPeriod: unknown }
    expect(after.currentPeriod).toEqual({ averageScore: 4, totalTournaments: 1, participants: 10 })

    // The developer area's list, report statistics and players.
    const list = (await (
      await gateway.app.request(PATHS.tournamentCalendar('cmp_globex'), bearer(globex))
    ).json()) as { data: { id: string; status: string; assignedUsers: number }[] }
    expect(list.data.find((row) => row.id === 'trn_running')).toMatchObject({
      status: 'IN_PROGRESS',
      assignedUsers: 10,
    })
    const statistics = (await (
      await gateway.app.request(`${PATHS.tournament('cmp_globex', 'trn_running')}/statistics`, bearer(globex))
    ).json()) as { data: { solved: number[]; totalUsers: number } }
    expect(statistics.data.solved).toEqual([0, 0, 0, 0, 10, 0, 0])
    expect(statistics.data.totalUsers).toBe(10)
    const players = (await (
      await gateway.app.request(
        `${PATHS.tournament('cmp_globex', 'trn_running')}/users/report?pageNumber=1&pageSize=4`,
        bearer(globex),
      )
    ).json()) as { data: { items: { solved: number }[]; pageInfo: { totalCount: number } } }
    expect(players.data.items).toHaveLength(4)
    expect(players.data.pageInfo.totalCount).toBe(10)
    for (const bad of ['pageNumber=-1', 'pageSize=0', 'pageSize=1000'])
      expect(
        (
          await gateway.app.request(
            `${PATHS.tournament('cmp_globex', 'trn_running')}/users/report?${bad}`,
            bearer(globex),
          )
        ).status,
        bad,
      ).toBe(422)
    expect(
      (await gateway.app.request(`${PATHS.tournament('cmp_acme', 'trn_running')}/statistics`, bearer(acme)))
        .status,
    ).toBe(404)
    expect(
      (await gateway.app.request(`${PATHS.tournamentCalendar('cmp_globex')}?from=x`, bearer(globex))).status,
    ).toBe(422)
  })
  it("reads one user's secure-code challenge, in their company only (ctf v2 challenge)", async () => {
    const created = await post(payload({ startDate: inDays(3) }))
    expect(created.status).toBe(201)
    const id = (created.body.data as { id: string }).id
    const [player] = await gateway.database.db
      .select()
      .from(tournamentParticipants)
      .where(eq(tournamentParticipants.tournamentId, id))
      .limit(1)
    await gateway.database.db
      .update(tournamentParticipants)
      .set({ solved: 4 })
      .where(
        and(eq(tournamentParticipants.tournamentId, id), eq(tournamentParticipants.userId, player!.userId)),
      )
    const read = async (company: string, userId: string, token = globex) =>
      gateway.app.request(PATHS.userChallenge(company, userId), bearer(token))
    const mine = await read('cmp_globex', player!.userId)
    expect(mine.status).toBe(200)
    const { data } = (await mine.json()) as { data: UserChallenge }
    expect(data.tournaments.find((row) => row.id === id)).toMatchObject({
      status: 'SCHEDULED',
      challengesCount: 6,
      solved: 4,
    })
    expect(data.solved).toBeGreaterThanOrEqual(4)
    expect((await read('cmp_acme', player!.userId, acme)).status).toBe(404)
    expect((await read('cmp_globex', player!.userId, acme)).status).toBe(403)
  })
})
