import { describe, expect, it } from 'vitest'
import { INVITE_TEXTS, inviteLineProblems } from '../../src/domain/customer-invitations'

// 000 §5's email messages on the partner's invitation lines.
describe('inviteLineProblems', () => {
  it('says a missing address is required and a wrong one is not valid', () => {
    const problems = inviteLineProblems([
      { companyName: 'Contoso', email: ' ' },
      { companyName: 'Fabrikam', email: 'it@fabrikam' },
      { companyName: 'Relecloud', email: 'it@relecloud.example' },
    ])
    expect(problems.map((found) => found.email ?? null)).toEqual([
      'Email is required.',
      'This is not a valid email',
      null,
    ])
    expect(INVITE_TEXTS.emailRequired).toBe('Email is required.')
  })
})
