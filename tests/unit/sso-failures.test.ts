import { describe, expect, it } from 'vitest'
import { VENDOR_LINES, ssoFailureMessage, vendorTroubleshooting } from '../../src/domain/sso-failures'

describe('SSO failure messages (002 §8)', () => {
  it.each([
    ['email_is_not_connected', 'This email is not connected to SSO. Please, contact your manager'],
    ['no_subscription', 'Invalid SSO link'],
    ['email_in_use', 'This email already in use'],
    ['Verification token is expired, please try again.', 'Verification token is expired, please try again.'],
    ['', 'Something Went Wrong'],
    [null, 'Something Went Wrong'],
  ])('%s → %s', (raw, text) => expect(ssoFailureMessage(raw)).toBe(text))

  it('maps every vendor code to a troubleshooting line, once per kind', () => {
    expect(vendorTroubleshooting(['invalid_state', 'empty_auth_code'])).toEqual([VENDOR_LINES.session])
    expect(vendorTroubleshooting(['invalid_idp_user_role', 'empty_tenant_id'])).toEqual([
      VENDOR_LINES.role,
      VENDOR_LINES.trial,
    ])
    expect(vendorTroubleshooting(['something_new'])).toEqual([VENDOR_LINES.general])
    expect(vendorTroubleshooting([])).toEqual([VENDOR_LINES.general])
  })
})
