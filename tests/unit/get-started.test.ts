import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CULTURE_LEVELS, cultureScore, statCards } from '../../src/domain/dashboard'
import { getStartedExtras, getStartedMode, type GetStartedFlags } from '../../src/domain/get-started'
import { FIGURES, NO_FIGURES } from '../../machines/samples/dashboard.samples'

const KEYS = [
  'hasActiveTraining',
  'hasUsers',
  'hasEndedTraining',
  'trialExpired',
  'hasActiveCampaign',
] as const

describe('get-started mode over all 32 flag combinations (002 §4)', () => {
  const all = Array.from({ length: 32 }, (_, bits): GetStartedFlags => {
    const on = (key: (typeof KEYS)[number]) => Boolean(bits & (1 << KEYS.indexOf(key)))
    return {
      hasActiveTraining: on('hasActiveTraining'),
      hasUsers: on('hasUsers'),
      hasEndedTraining: on('hasEndedTraining'),
      trialExpired: on('trialExpired'),
      hasActiveCampaign: on('hasActiveCampaign'),
    }
  })
  it.each(all.map((flags) => [JSON.stringify(flags), flags] as const))('%s', (_, flags) => {
    // The rules written independently as a decision: dashboard when in use, else training states, else start.
    const inUse = flags.hasUsers || flags.hasEndedTraining || flags.hasActiveCampaign
    const expected = inUse
      ? flags.trialExpired
        ? 'DASHBOARD_SUSPENDED'
        : 'DASHBOARD'
      : flags.hasActiveTraining
        ? flags.trialExpired
          ? 'TRAINING_SUSPENDED'
          : 'INVITE_USERS'
        : 'START_TRAINING'
    expect(getStartedMode(flags)).toBe(expected)
  })
  it('reaches every mode', () => {
    expect(new Set(all.map(getStartedMode)).size).toBe(5)
  })
})

describe('culture score (002 §9)', () => {
  const part = fc.option(fc.double({ min: 0, max: 100, noNaN: true }), { nil: null })
  const exercise = fc.option(fc.double({ min: 0, max: 10, noNaN: true }), { nil: null })

  it('is the 60/20/20 weighting, the exercise ×10, rounded, in 0–100', () => {
    fc.assert(
      fc.property(part, part, exercise, (training, gaming, ex) => {
        const result = cultureScore({ training, gaming, exercise: ex })
        if (training === null && gaming === null && ex === null) {
          expect(result).toBeNull()
          return
        }
        const raw = 0.6 * (training ?? 0) + 0.2 * (gaming ?? 0) + 0.2 * (ex ?? 0) * 10
        expect(result!.score).toBe(Math.round(raw))
        expect(result!.score).toBeGreaterThanOrEqual(0)
        expect(result!.score).toBeLessThanOrEqual(100)
      }),
    )
  })

  it('puts every score in its band of 20, 100 in the top band', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), (score) => {
        const result = cultureScore({ training: score, gaming: score, exercise: score / 10 })!
        expect(result.score).toBe(score)
        expect(result.level).toBe(CULTURE_LEVELS[Math.min(4, Math.floor(score / 20))])
      }),
    )
    expect(cultureScore({ training: 19.4, gaming: 19.4, exercise: 1.94 })!.level).toBe('Vulnerable')
    expect(cultureScore({ training: 20, gaming: 20, exercise: 2 })!.level).toBe('Basic')
    expect(cultureScore({ training: 100, gaming: 100, exercise: 10 })!.level).toBe('Excellent')
  })

  it('is never moved above its range by out-of-range figures', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), fc.double(), (t, g, e) => {
        const result = cultureScore({ training: t, gaming: g, exercise: e })!
        expect(result.score).toBeGreaterThanOrEqual(0)
        expect(result.score).toBeLessThanOrEqual(100)
      }),
    )
  })
})

describe('statistic cards', () => {
  it('shows "No data yet..." for a card without a current period', () => {
    expect(statCards(NO_FIGURES).map((card) => card.value)).toEqual([null, null, null, null])
    const [training, exercise, simulation] = statCards(FIGURES)
    expect(training).toMatchObject({ value: '40%', change: '−42 pts vs previous period' })
    expect(exercise).toMatchObject({ value: '72%', change: '−9 pts vs previous period' })
    expect(simulation!.value).toBeNull()
  })
})

describe('get-started hiding rules (002 §2.1)', () => {
  const base = {
    role: 'admin',
    isIntegration: false,
    isCustomDomainVerified: false,
    isCoalitionParent: false,
  }
  it('shows everything to an ordinary admin', () => {
    expect(getStartedExtras(base)).toEqual({
      planButtons: true,
      guideCards: true,
      pricingCard: true,
      freeVsBoostVideo: true,
    })
  })
  it('hides plan buttons, guides, pricing and the first video from a custom-domain admin', () => {
    expect(getStartedExtras({ ...base, isCustomDomainVerified: true })).toEqual({
      planButtons: false,
      guideCards: false,
      pricingCard: false,
      freeVsBoostVideo: false,
    })
  })
  it('hides the first video for the vendor integration and pricing for a coalition parent', () => {
    expect(getStartedExtras({ ...base, isIntegration: true }).freeVsBoostVideo).toBe(false)
    expect(getStartedExtras({ ...base, isCoalitionParent: true }).pricingCard).toBe(false)
  })
})
