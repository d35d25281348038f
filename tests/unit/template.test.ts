import { describe, expect, it } from 'vitest'
import {
  backstoryFieldProblems,
  backstoryValid,
  emptyBackstory,
  headerFieldProblems,
  senderValid,
  senderFieldProblems,
  smsBodyError,
  TEMPLATE_DEFAULTS,
  TEMPLATE_TEXTS as T,
} from '../../src/domain/template'

describe('template builder rules', () => {
  it('email header messages', () => {
    expect(headerFieldProblems({ subject: ' ', displayName: '', senderEmail: '' })).toEqual({
      subject: T.subjectRequired,
      displayName: T.displayNameRequired,
      senderEmail: T.senderRequired,
    })
    expect(headerFieldProblems({ subject: 'x', displayName: '<script>', senderEmail: 'nope' })).toEqual({
      displayName: T.displayNameFormat,
      senderEmail: T.senderFormat,
    })
    expect(headerFieldProblems(TEMPLATE_DEFAULTS.header)).toEqual({})
  })
  it('SMS sender and message', () => {
    expect(
      senderFieldProblems({ contactType: 'phoneNumber', phoneNumber: '', contactName: '' }).phoneNumber,
    ).toBe(T.phoneRequired)
    expect(
      senderFieldProblems({ contactType: 'phoneNumber', phoneNumber: '12', contactName: '' }).phoneNumber,
    ).toBe(T.phoneFormat)
    expect(
      senderFieldProblems({ contactType: 'userName', phoneNumber: '', contactName: ' ' }).contactName,
    ).toBe(T.contactNameRequired)
    expect(senderValid({ contactType: 'phoneNumber', phoneNumber: '+1 555 010 0199', contactName: '' })).toBe(
      true,
    )
    expect(senderValid({ contactType: 'userName', phoneNumber: '', contactName: 'ParcelPoint' })).toBe(true)
    expect(smsBodyError('<a href="x"> </a>')).toBe(T.smsEmpty)
    expect(smsBodyError(TEMPLATE_DEFAULTS.smsText)).toBeNull()
  })
  it('backstory needs the legend and every answer’s status and explanation', () => {
    expect(backstoryValid(emptyBackstory())).toBe(false)
    const filled = emptyBackstory()
    filled.legend = 'A parcel text'
    filled.answers = filled.answers.map((a) => ({ ...a, status: 'WRONG' as const, description: 'Because.' }))
    expect(backstoryValid(filled)).toBe(true)
    const half = {
      ...filled,
      legend: ' ',
      answers: [{ ...filled.answers[0]!, status: null, description: '' }],
    }
    expect(backstoryFieldProblems(half)).toEqual({
      legend: T.legendRequired,
      answers: [{ status: T.statusRequired, description: T.explanationRequired }],
    })
    expect(backstoryFieldProblems(filled)).toEqual({ legend: undefined, answers: [] })
    expect(filled.answers.map((a) => a.label)).toEqual([
      'CALL_AND_VERIFY',
      'CHECK_OFFICIAL_APP',
      'REPORT_PHISHING',
      'LOOKS_LEGIT',
    ])
  })
})
