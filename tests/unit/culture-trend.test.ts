import { describe, expect, it } from 'vitest'
import { cultureScore, cultureTrend, CULTURE_TEXTS } from '../../src/domain/dashboard'

// Issue 61, item 4: the culture score said "Improved" when it fell from 63 to 50. A level names a band; the trend
// says which way the score went.
const scoreOf = (training: number, gaming: number | null = null) =>
  cultureScore({ training, gaming, exercise: null })!

describe('the culture score’s band and trend', () => {
  it('names the band as a band', () => {
    expect(scoreOf(84).score).toBe(50)
    expect(CULTURE_TEXTS.level(scoreOf(84).level)).toBe('Level: Improved')
  })

  it('says a fall is a fall, whatever the band is called', () => {
    expect(cultureTrend(scoreOf(84), scoreOf(100, 15))).toBe('Down 13 from 63 in the previous 90 days')
    expect(cultureTrend(scoreOf(100, 15), scoreOf(84))).toBe('Up 13 from 50 in the previous 90 days')
    expect(cultureTrend(scoreOf(84), scoreOf(84))).toBe('Unchanged from the previous 90 days')
    expect(cultureTrend(scoreOf(84), null)).toBeNull()
  })
})
