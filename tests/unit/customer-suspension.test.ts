import { describe, expect, it } from 'vitest'
import { customerSuspension } from '../../src/domain/customers'

// My Customers shows one Status column: Active, or Suspended with the reason (001 §2 shows both a disabled
// company and an inactive subscription as Suspended).
describe('a customer row’s status', () => {
  it('is active only with an active subscription and the company enabled', () => {
    expect(customerSuspension({ disabledAt: null, status: 'ACTIVE' })).toBeNull()
  })
  it('says the account is disabled first, whatever the subscription', () => {
    expect(customerSuspension({ disabledAt: '2026-11-01T00:00:00Z', status: 'ACTIVE' })).toBe(
      'Account disabled',
    )
    expect(customerSuspension({ disabledAt: '2026-11-01T00:00:00Z', status: 'SUSPENDED' })).toBe(
      'Account disabled',
    )
  })
  it('says the subscription is inactive otherwise', () => {
    expect(customerSuspension({ disabledAt: null, status: 'SUSPENDED' })).toBe('Subscription inactive')
  })
})
