import { describe, expect, it } from 'vitest'
import { customerMenuActions, customerSuspension } from '../../src/domain/customers'

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

describe('a customer row’s menu', () => {
  const invited = {
    email: 'it@blueyonder.example',
    sentAt: '2026-11-01T00:00:00Z',
    expiresAt: '2026-12-01T00:00:00Z',
  }
  const values = (row: Parameters<typeof customerMenuActions>[0], canResend: boolean) =>
    customerMenuActions(row, canResend).map((action) => action.label)
  it('offers Allocate and Buy while the company is enabled, and Resend while it is invited', () => {
    expect(values({ disabledAt: null, invitation: invited }, true)).toEqual([
      'Allocate licenses',
      'Buy licenses',
      'Resend invite',
    ])
  })
  it('offers no licences to a disabled company, and no resend without an invitation or the right to invite', () => {
    expect(values({ disabledAt: '2026-11-01T00:00:00Z', invitation: invited }, true)).toEqual([
      'Resend invite',
    ])
    expect(values({ disabledAt: null, invitation: null }, true)).toEqual([
      'Allocate licenses',
      'Buy licenses',
    ])
    expect(values({ disabledAt: null, invitation: invited }, false)).toEqual([
      'Allocate licenses',
      'Buy licenses',
    ])
  })
})
