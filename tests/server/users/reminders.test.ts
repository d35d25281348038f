import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REMINDER_TEXTS, reminderPayloadOf, type ReminderTarget } from '../../../src/domain/reminders'
import { csvInvitePayloadOf } from '../../../src/domain/csv-import'
import { backend, bearer, json, startSignedIn, type TestGateway } from '../gateway'

let gateway: TestGateway, globex: string, acme: string
beforeAll(async () => {
  ;[gateway, globex, acme] = await startSignedIn('owner@globex.example', 'admin@acme.example')
})
afterAll(() => gateway.close())

const post = (token: string, body: unknown) => json(body, bearer(token).headers)
const manual = (userIds: string[]): ReminderTarget => ({
  mode: 'manual',
  userIds,
  isAllUsersSelected: false,
  searchText: '',
  departmentIds: [],
  groupIds: [],
})
const values = { kinds: ['training' as const], subject: 'Please finish', message: 'Thanks!' }
const availability = '/api/v1/users/cmp_globex/manual_reminders/tasks_availability'

describe(`reminders (${backend})`, () => {
  it('counts who will and will not be reminded, by the kinds ticked', async () => {
    // Seeded Globex learners: u1 completed training, u2 in progress, u3 not started, u4 completed.
    const ids = ['cmp_globex_u1', 'cmp_globex_u2', 'cmp_globex_u3', 'cmp_globex_u4']
    const training = await gateway.app.request(
      availability,
      post(globex, reminderPayloadOf('cmp_globex', manual(ids), values)),
    )
    expect(await training.json()).toEqual({
      willReceive: 2,
      willNotReceive: [{ reason: REMINDER_TEXTS.noOutstandingTasks, count: 2 }],
    })
    const withPolicies = await gateway.app.request(
      availability,
      post(
        globex,
        reminderPayloadOf('cmp_globex', manual(ids), { ...values, kinds: ['training', 'policies'] }),
      ),
    )
    // u1 and u4 have the policy open (every third learner from the first).
    expect(((await withPolicies.json()) as { willReceive: number }).willReceive).toBe(4)
  })

  it('sends one mail per reminded user with what is outstanding, and refuses an empty subject', async () => {
    const payload = reminderPayloadOf('cmp_globex', manual(['cmp_globex_u3', 'cmp_globex_u4']), values)
    const empty = await gateway.app.request(
      '/api/v1/users/cmp_globex/manual_reminders/send',
      post(globex, { ...payload, subject: ' ' }),
    )
    expect(empty.status).toBe(422)
    expect(JSON.stringify(await empty.json())).toContain(REMINDER_TEXTS.subjectRequired)
    const sent = await gateway.app.request(
      '/api/v1/users/cmp_globex/manual_reminders/send',
      post(globex, payload),
    )
    expect(await sent.json()).toEqual({ sent: 1 })
    const outbox = (await (await gateway.app.request('/__dev/outbox?to=')).json()) as {
      items: { kind: string; subject: string; body: string; to: string }[]
    }
    const reminders = outbox.items.filter((mail) => mail.kind === 'reminder')
    expect(reminders).toHaveLength(1)
    expect(reminders[0]!.body).toContain('Still to do: Annual Training Campaign.')
  })

  it('reminds a campaign’s users not started, and keeps another company out', async () => {
    const target: ReminderTarget = { mode: 'notStarted', campaignId: 'trn_globex_annual' }
    const counts = (await (
      await gateway.app.request(
        '/api/v1/users/company/cmp_globex/reminders/manual/users_not_started/tasks_availability',
        post(globex, reminderPayloadOf('cmp_globex', target, values)),
      )
    ).json()) as { willReceive: number; willNotReceive: { reason: string }[] }
    expect(counts.willReceive).toBeGreaterThan(0)
    expect(counts.willNotReceive.map((r) => r.reason)).toEqual([
      REMINDER_TEXTS.alreadyStarted,
      REMINDER_TEXTS.noOutstandingTasks,
    ])
    const foreign = await gateway.app.request(
      availability,
      post(acme, reminderPayloadOf('cmp_globex', manual(['cmp_globex_u3']), values)),
    )
    expect(foreign.status).toBe(403)
  })

  it('enrols users added by CSV into the running all-users campaign', async () => {
    const invited = await gateway.app.request(
      '/api/v1/user/cmp_globex/invite',
      post(
        globex,
        csvInvitePayloadOf(
          'cmp_globex',
          [
            {
              email: 'csv.one@globex.example',
              name: 'Csv',
              lastName: 'One',
              department: 'No Department',
              group: null,
            },
          ],
          { notification: false, subject: '', message: '' },
        ),
      ),
    )
    expect(invited.status).toBe(201)
    const list = (await (
      await gateway.app.request(
        '/api/v1/users/list/cmp_globex',
        post(globex, { paging: { pageNumber: 0, pageSize: 10 }, filter: { searchText: 'csv.one@' } }),
      )
    ).json()) as { usersPerPage: { id: string }[] }
    const id = list.usersPerPage[0]!.id
    const counts = (await (
      await gateway.app.request(
        availability,
        post(globex, reminderPayloadOf('cmp_globex', manual([id]), values)),
      )
    ).json()) as { willReceive: number }
    expect(counts.willReceive).toBe(1)
  })
})
