import { describe, expect, it } from 'vitest'
import { dailySeries } from '../../src/domain/daily-series'

describe('dailySeries', () => {
  it('keeps every day from the first to the last, a day without a record as a gap', () => {
    const records = [
      { date: '2026-10-30', n: 3 },
      { date: '2026-11-02', n: 0 },
      { date: '2026-10-31', n: 5 },
    ]
    expect(dailySeries(records, (r) => r.n)).toEqual([
      ['2026-10-30', 3],
      ['2026-10-31', 5],
      ['2026-11-01', null],
      ['2026-11-02', 0],
    ])
  })

  it('is empty without records and one point for one day', () => {
    expect(dailySeries([], () => 1)).toEqual([])
    expect(dailySeries([{ date: '2026-12-02T00:00:00Z' }], () => 7)).toEqual([['2026-12-02', 7]])
  })
})
