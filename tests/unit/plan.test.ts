import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  summaryRows,
  purchaseTermNote,
  boostGate,
  canDecrement,
  decremented,
  incremented,
  licensingSummary,
  priceDisplay,
  PURCHASE,
  seatPriceCents,
  totalCents,
  upgradeLocked,
  upgradeTitle,
  usersNumberError,
} from '../../src/domain/plan'
import { PLANS } from '../../machines/samples/plan.samples'

describe('the Boost gate (001 §4)', () => {
  it('passes a licence or a running trial, offers an available trial, else the upgrade dialog', () => {
    expect(boostGate(PLANS.boost)).toBe('pass')
    expect(boostGate(PLANS.trialRunning)).toBe('pass')
    expect(boostGate(PLANS.trialAvailable)).toBe('offerTrial')
    expect(boostGate(PLANS.trialEnded)).toBe('upgrade')
    expect(boostGate({ ...PLANS.trialAvailable, managedByProvider: true })).toBe('upgrade')
  })
  it('locks the upgrade dialog only when the trial ended and nobody here can buy', () => {
    expect(upgradeLocked(PLANS.trialEndedManaged)).toBe(true)
    expect(upgradeLocked(PLANS.trialEnded)).toBe(false)
    expect(upgradeTitle(PLANS.trialRunning)).toBe('Trial Ends in December 6, 2026')
    expect(upgradeTitle(PLANS.trialEnded)).toBe('Boost Trial Ended')
  })
})

describe('users number (001 §5)', () => {
  it('gives the spec messages', () => {
    expect(usersNumberError('', 'users')).toBe('Field is required')
    expect(usersNumberError('49', 'users')).toBe('Number of Users must be greater than or equal to 50.')
    expect(usersNumberError('0', 'licenses')).toBe('Licenses must be greater than or equal to 1.')
    expect(usersNumberError('12.5', 'users')).toBe('Number of Users must be a whole number.')
    expect(usersNumberError('50', 'users')).toBeNull()
    expect(usersNumberError('5001', 'users')).toMatch(/contact sales/)
  })
  it('± moves by 50, − stops at the minimum and is disabled there', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5000 }),
        fc.constantFrom('users' as const, 'licenses' as const),
        (n, mode) => {
          const minimum = mode === 'users' ? PURCHASE.notBoostedMinimum : PURCHASE.licenceMinimum
          const up = Number(incremented(String(n), mode))
          expect(up).toBe(Math.max(minimum, n + 50))
          const down = Number(decremented(String(n), mode))
          expect(down).toBe(Math.max(minimum, n - 50))
          expect(canDecrement(String(n), mode)).toBe(n > minimum)
          if (n > minimum && n - minimum < 50) expect(down).toBe(minimum)
        },
      ),
    )
  })
})

describe('prices (001 §9)', () => {
  it('shows per user per month as pricePerSeat / 12 with two decimals, the total per year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 5000 }), (cents, seats) => {
        const pricing = { pricePerSeat: cents / 100, totalPrice: (cents * seats) / 100 }
        const shown = priceDisplay(pricing)
        expect(shown.perUserPerMonth).toBe(
          `$${(cents / 100 / 12).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
        )
        expect(shown.totalPerYear.startsWith('$')).toBe(true)
      }),
    )
    expect(priceDisplay({ pricePerSeat: 36, totalPrice: 1800 })).toEqual({
      perUserPerMonth: '$3.00',
      totalPerYear: '$1,800.00',
    })
  })
  it('never charges more with a coupon, nor less than zero, and cheaper seats for larger companies', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 0, max: 100 }), (seats, off) => {
        const full = totalCents(seats, seatPriceCents(seats), 0)
        const discounted = totalCents(seats, seatPriceCents(seats), off)
        expect(discounted).toBeLessThanOrEqual(full)
        expect(discounted).toBeGreaterThanOrEqual(0)
        expect(seatPriceCents(seats + 1)).toBeLessThanOrEqual(seatPriceCents(seats))
      }),
    )
  })
})

describe('licensing summary rows (issue 24: seat usage, no column of dashes on Free)', () => {
  const now = new Date('2026-11-22T12:00:00Z')
  it('shows seats in use against paid seats on Boost', () => {
    const rows = summaryRows(licensingSummary({ ...PLANS.boost, enabledUsers: 118 }, now))
    expect(rows).toContainEqual(['Seats', '118 of 250 paid seats in use'])
    expect(rows.map(([label]) => label)).toEqual(['Plan', 'Days left', 'Seats', 'Price per seat', 'End date'])
  })
  it('leaves out what Free does not have', () => {
    const rows = summaryRows(licensingSummary({ ...PLANS.trialEnded, enabledUsers: 1 }, now))
    expect(rows.map(([label]) => label)).not.toContain('Price per seat')
    expect(rows).toContainEqual(['Seats', '1 active user'])
    expect(rows.flatMap((row) => row)).not.toContain('—')
  })
})

describe('purchase term, said before paying (issue 24)', () => {
  const now = new Date('2026-11-24T12:00:00Z')
  it('starts a 12-month term on an upgrade', () => {
    expect(purchaseTermNote('users', null, now)).toBe(
      'Boost runs for 12 months from payment, until November 24, 2027.',
    )
  })
  it('gives added licenses their own term and keeps the plan renewal date', () => {
    expect(purchaseTermNote('licenses', 'May 8, 2027', now)).toBe(
      'New licenses run for 12 months from payment, until November 24, 2027. Your plan keeps its renewal date, May 8, 2027.',
    )
  })
})

describe('licensing summary', () => {
  it('derives days left, seats, price per seat and the end date', () => {
    const now = new Date('2026-11-22T12:00:00Z')
    expect(licensingSummary(PLANS.boost, now)).toMatchObject({
      planName: 'Boost',
      seats: 250,
      pricePerSeat: 24,
      daysLeft: 165,
      endDate: 'May 6, 2027',
    })
    expect(licensingSummary(PLANS.trialRunning, now)).toMatchObject({ planName: 'Boost trial', daysLeft: 14 })
    expect(licensingSummary(PLANS.trialEnded, now)).toMatchObject({
      planName: 'Free',
      expirationText: 'Boost Trial Ended',
    })
  })
})
