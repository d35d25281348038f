// @module-tag engine (filters written as SQL): also runs on Postgres, see docs/testing.md.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CUSTOMER_FILTERS,
  FREE_SEATS,
  customerOverage,
  type CustomerFilter,
  type CustomerPage,
  type CustomerRow,
} from '../../../src/domain/customers'
import { eq, inArray } from 'drizzle-orm'
import { users } from '../../../server/db/schema'
import { backend, bearer, startSignedIn, type TestGateway } from '../gateway'

// My Customers' filters (issue 26; 001 §2): each value of each filter narrows Northwind's list to exactly the
// customers the row's own fields say, a value outside its set is refused, and filters combine.

let gateway: TestGateway, partner: string, globex: string
beforeAll(async () => {
  ;[gateway, partner, globex] = await startSignedIn('partner@northwind.example', 'owner@globex.example')
})
afterAll(() => gateway.close())

const list = async (query: string, token = partner) => {
  const response = await gateway.app.request(
    `/api/v1/company/msp/cmp_northwind?pageSize=100${query}`,
    bearer(token),
  )
  return { status: response.status, body: (await response.json()) as CustomerPage }
}

const PREDICATES: Partial<Record<CustomerFilter, (row: CustomerRow, value: string) => boolean>> = {
  status: (row, value) => row.status === value,
  state: (row, value) =>
    value === 'BOOSTED'
      ? row.isBoosted
      : value === 'TRIAL_ACTIVE'
        ? !row.isBoosted && ['active', 'trialing'].includes(row.trial.status)
        : value === 'FREE'
          ? !row.isBoosted && ['available', 'expired'].includes(row.trial.status)
          : row.totalSeats === 0,
  isRegistered: (row, value) => row.totalSeats > 0 === (value === 'true'),
  hasOverages: (row, value) => customerOverage(row) > 0 === (value === 'true'),
  accountAccess: (row, value) => (row.loginAsCompanyStatus ?? 'NOT_AVAILABLE') === value,
  enablementStatus: (row, value) => (row.disabledAt !== null) === (value === 'DISABLED'),
  subcompanyType: (row, value) => (row.type ?? 'CUSTOMER') === value,
}

describe(`My Customers filters (${backend})`, () => {
  it('narrows the list to exactly the customers each filter value names', async () => {
    const all = (await list('')).body.items
    expect(all.length).toBeGreaterThan(10)
    for (const [key, predicate] of Object.entries(PREDICATES) as [
      CustomerFilter,
      NonNullable<(typeof PREDICATES)[CustomerFilter]>,
    ][])
      for (const { value } of CUSTOMER_FILTERS[key].options) {
        const { status, body } = await list(`&${key}=${value}`)
        expect(status, `${key}=${value}`).toBe(200)
        const expected = all
          .filter((row) => predicate(row, value))
          .map((row) => row.id)
          .sort()
        expect(body.items.map((row) => row.id).sort(), `${key}=${value}`).toEqual(expected)
        expect(body.pageInfo.totalCount).toBe(expected.length)
      }
    expect((await list('&subcompanyType=SUBRESELLER')).body.items.map((row) => row.name)).toEqual([
      'Fabrikam',
    ])
    expect((await list('&companyAffiliation=PARTNER')).body.items.map((row) => row.name)).toEqual([
      'Fabrikam',
    ])
  })

  it('combines filters and refuses a value outside its set', async () => {
    const ids = async (query: string) => (await list(query)).body.items.map((row) => row.id).sort()
    const boosted = await ids('&state=BOOSTED')
    const registered = await ids('&isRegistered=true')
    const both = await ids('&state=BOOSTED&isRegistered=true')
    expect(both).toEqual(boosted.filter((id) => registered.includes(id)))
    expect(both.length).toBeGreaterThan(0)
    expect((await list('&status=PAUSED')).status).toBe(422)
    expect((await list('&hasOverages=maybe')).status).toBe(422)
    expect((await list('', globex)).status).toBe(403)
  })

  it('follows users added, disabled and moved (the active-user counts the triggers keep)', async () => {
    const ids = async (query: string) => (await list(query)).body.items.map((row) => row.id)
    const row = (await list('&isRegistered=false')).body.items[0]!
    const unregistered = row.id
    const seats = row.isBoosted ? row.subscription.paidSeats : FREE_SEATS
    const { db } = gateway.database
    const added = Array.from({ length: seats + 2 }, (_, n) => ({
      id: `trg_${n}`,
      companyId: unregistered,
      email: `trg${n}@counts.example`,
      name: 'Trigger',
      lastName: `${n}`,
      role: 'user',
    }))
    await db.insert(users).values(added)
    expect(await ids('&isRegistered=true')).toContain(unregistered)
    // More active users than the customer has seats.
    expect(await ids('&hasOverages=true')).toContain(unregistered)
    await db
      .update(users)
      .set({ disabledAt: new Date() })
      .where(
        inArray(
          users.id,
          added.slice(1).map((user) => user.id),
        ),
      )
    expect(await ids('&hasOverages=true')).not.toContain(unregistered)
    expect(await ids('&isRegistered=true')).toContain(unregistered)
    await db.update(users).set({ companyId: 'cmp_globex' }).where(eq(users.id, 'trg_0'))
    expect(await ids('&isRegistered=false')).toContain(unregistered)
    await db.delete(users).where(
      inArray(
        users.id,
        added.map((user) => user.id),
      ),
    )
    expect(await ids('&isRegistered=false')).toContain(unregistered)
  })
})
