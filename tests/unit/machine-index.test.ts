import { describe, expect, it } from 'vitest'
import { registry } from '../../machines/registry'
import {
  coverageLine,
  coverageSummary,
  shippedCoverage,
  type CoverageFile,
} from '../../src/visualizer/coverage-data'
import {
  areaOf,
  cardsOnPage,
  machineCard,
  pageGroups,
  searchMachines,
} from '../../src/visualizer/machine-index'

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

  it("narrows to a page's flows: its own by route pattern, then the shell's", () => {
    const ids = (list: { id: string }[]) => list.map((card) => card.id)
    const report = cardsOnPage(cards, '/phishing-exercise-report/c1/users')
    expect(ids(report.own)).toEqual(expect.arrayContaining(['exerciseReport']))
    expect(ids(report.own)).not.toContain('campaignWizard')
    expect(ids(report.shell)).toContain('sidebar')
    expect(ids(cardsOnPage(cards, '/home').own)).toContain('accessGrant')
    expect(ids(cardsOnPage(cards, '/nowhere').own)).toEqual([])
    const groups = pageGroups(cards, '/login', 'code.resend')
    expect(groups.map((group) => group.area)).toEqual(['On /login'])
    expect(ids(groups[0]!.cards)).toEqual(['twoFactorLogin'])
  })
})

describe('shipped coverage', () => {
  const part = (covered: number, total: number, uncovered: string[] = []) => ({
    covered,
    total,
    uncovered,
    hits: {},
  })
  const file: CoverageFile = {
    generatedAt: '2026-11-24T10:00:00.000Z',
    machines: [
      {
        id: 'twoFactorLogin',
        report: { states: part(7, 7), transitions: part(9, 10, ['a -> b']) },
        viewReport: { states: part(7, 7), transitions: part(8, 10, ['a -> b', 'c -> d']) },
        paths: 265,
        viewPaths: 9,
        excluded: [{ key: 'a -> b', reason: 'a timer no path waits for' }],
      },
      { id: 'session', report: { states: part(9, 9), transitions: part(26, 26) }, viewReport: null },
    ],
  }

  it('says why an edge is uncovered and what the model took but no view run did', () => {
    const summary = coverageSummary(file, 'twoFactorLogin')!
    expect(summary.uncovered).toEqual([{ key: 'a -> b', why: 'Excluded: a timer no path waits for' }])
    expect(summary.notOnView).toEqual(['c -> d'])
    expect(coverageLine(file, 'twoFactorLogin')).toBe('Transitions covered: model 9/10 · view 8/10')
    expect(coverageLine(file, 'session')).toBe('Transitions covered: model 26/26 · no view')
    expect(coverageLine(null, 'session')).toBe('No coverage shipped with this build')
  })

  it('ships the approved model coverage in every build, and the view runs when the suite ran first', () => {
    const approved = [
      {
        id: 'session',
        paths: 12,
        excluded: [],
        states: { 'session.idle': 3, 'session.gone': 0 },
        transitions: { 'a -> b': 2 },
      },
    ]
    const shipped = shippedCoverage(approved, null)
    expect(shipped.source).toBe('records')
    expect(coverageSummary(shipped, 'session')).toMatchObject({
      fromRecords: true,
      paths: 12,
      uncovered: [{ key: 'session.gone', why: 'Missing: no generated path takes it' }],
    })
    expect(coverageLine(shipped, 'session')).toBe('Transitions covered: model 1/1 · view not run for this build')
    const withRun = shippedCoverage(approved, {
      generatedAt: '2026-12-03T10:00:00.000Z',
      machines: [{ id: 'session', report: null, viewReport: file.machines[0]!.viewReport, viewPaths: 4 }],
    })
    expect(coverageLine(withRun, 'session')).toBe('Transitions covered: model 1/1 · view 8/10')
    expect(withRun.machines[0]!.viewPaths).toBe(4)
  })
})
