import { describe, expect, it } from 'vitest'
import { registry } from '../../machines/registry'
import { areaOf, machineCard, searchMachines } from '../../src/visualizer/machine-index'

const cards = registry.map(machineCard)

describe('the visualizer list', () => {
  it('puts each flow in the area of its first route, and every-page flows in the shell', () => {
    expect(areaOf(['/login'])).toBe('Sign-in')
    expect(areaOf(['/phishing-exercise-report/:campaignId/:tab'])).toBe('Phishing exercise')
    expect(areaOf(['*'])).toBe('Shell')
    expect(areaOf(['every page inside the shell'])).toBe('Shell')
  })

  it('lists every registered machine when nothing is typed', () => {
    expect(searchMachines(cards, '').flatMap((group) => group.cards)).toHaveLength(registry.length)
  })

  it('finds flows by state and event names, every word of the query', () => {
    const found = (query: string) =>
      searchMachines(cards, query).flatMap((group) => group.cards.map((card) => card.id))
    expect(found('code.resend')).toContain('twoFactorLogin')
    expect(found('lockedOut')).toEqual(found('LOCKEDOUT'))
    expect(found('/licensing purchase')).toContain('purchase')
    expect(found('/licensing purchase')).not.toContain('contactSales')
    expect(found('no-such-flow')).toEqual([])
  })
})
