import { describe, expect, it } from 'vitest'
import { LICENCE_TEXTS, licenceCountProblem } from '../../src/domain/customer-licences'

// 000 §5: "Licences: integer of at least a minimum seat count".
describe('licenceCountProblem', () => {
  it('says the spec’s words for a purchase', () => {
    expect(licenceCountProblem('ten')).toBe('Value must be a number')
    expect(licenceCountProblem('')).toBe('Value must be a number')
    expect(licenceCountProblem('2.5')).toBe('Value must be an integer')
    expect(licenceCountProblem('0')).toBe('You have to buy at least 1 seats')
    expect(licenceCountProblem('12')).toBeNull()
  })

  it('keeps allocating in its own words, bounded by the wallet', () => {
    expect(licenceCountProblem('0', 40, 'allocate')).toBe(LICENCE_TEXTS.count)
    expect(licenceCountProblem('41', 40, 'allocate')).toBe(LICENCE_TEXTS.wallet(40))
    expect(licenceCountProblem('40', 40, 'allocate')).toBeNull()
  })
})
