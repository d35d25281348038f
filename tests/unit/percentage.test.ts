import { describe, expect, it } from 'vitest'
import { percentBand, percentText } from '../../src/domain/percentage'

// 000 §9: "Percentage badge: under 10 low, under 70 average, otherwise perfect; a share below 0.1 shows '<0.01%'."
describe('the percentage badge', () => {
  it('bands a value as the spec says, at each edge', () => {
    expect([0, 9.99, 10, 69.99, 70, 100].map(percentBand)).toEqual([
      'low',
      'low',
      'average',
      'average',
      'perfect',
      'perfect',
    ])
  })
  it('shows a share below 0.1 as <0.01%, and others as they are', () => {
    expect([0.05, 0.09, 0, 0.1, 38, 62.5].map(percentText)).toEqual([
      '<0.01%',
      '<0.01%',
      '0%',
      '0.1%',
      '38%',
      '62.5%',
    ])
  })
})
