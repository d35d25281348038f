import { describe, expect, it } from 'vitest'
import { INVITE_TEXTS, inviteLineFieldProblems } from '../../src/domain/customer-invitations'

// 000 §5's email messages on the partner's invitation lines.
describe('inviteLineFieldProblems', () => {
  it('says a missing address is required and a wrong one is not valid', () => {
    const problems = inviteLineFieldProblems([
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

  it('names a company or address listed twice on its later line, after the line’s own rules', () => {
    const problems = inviteLineFieldProblems([
      { companyName: 'Contoso', email: 'it@contoso.example' },
      { companyName: ' contoso ', email: 'IT@contoso.example' },
      { companyName: '', email: 'it@contoso.example' },
      { companyName: 'x'.repeat(256), email: 'ops@fabrikam.example' },
    ])
    expect(problems).toEqual([
      {},
      { companyName: INVITE_TEXTS.duplicateName, email: INVITE_TEXTS.duplicateEmail },
      { companyName: INVITE_TEXTS.companyName, email: INVITE_TEXTS.duplicateEmail },
      { companyName: INVITE_TEXTS.companyNameLong },
    ])
    expect(inviteLineFieldProblems([{ companyName: 'Contoso', email: 'it@contoso.example' }])).toEqual([])
  })
})
