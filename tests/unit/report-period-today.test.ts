import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import { reportParams } from '../../src/api/reports/report-export'
import { presetRange } from '../../src/domain/report-range'
import { todayHere } from '../../src/domain/today'
import { latestToday, rangeOf } from '../../server/reports/range'
import { scheduledParams } from '../../server/reports/schedules'

// A preset period counts the days the page labels it with: the console sends the admin's today, and the
// gateway takes it when some zone is in that day now (else the latest day anywhere, as before).

const query = { pageNumber: 0, pageSize: 10, order: 'desc', orderBy: 'startedAt', search: '', filters: {} }

describe("a report's preset period", () => {
  it("is sent with the admin's today, and a custom one with its own days only", () => {
    const preset = reportParams(query as never, true, { period: { range: '90d', from: '', to: '' } })
    expect(preset.get('today')).toBe(todayHere().toString())
    const custom = reportParams(query as never, true, {
      period: { range: 'custom', from: '2026-01-01', to: '2026-01-31' },
    })
    expect(custom.get('today')).toBeNull()
  })

  it("ends on the admin's today when some zone is in it, else on the latest day anywhere", () => {
    const mine = todayHere('UTC')
    const range = rangeOf(new URLSearchParams({ range: '90d', today: mine.toString() }))
    expect({ from: range.from, to: range.to }).toEqual({
      from: presetRange('90d', mine).from,
      to: mine.toString(),
    })
    const latest = latestToday().toString()
    for (const today of [
      latestToday().add({ days: 2 }).toString(),
      latestToday().subtract({ days: 3 }).toString(),
      '2026-02-30',
      'yesterday',
    ])
      expect(rangeOf(new URLSearchParams({ range: '90d', today })).to, today).toBe(latest)
    expect(rangeOf(new URLSearchParams({ range: '90d' })).to).toBe(latest)
    expect(Temporal.PlainDate.compare(Temporal.PlainDate.from(latest), mine)).toBeGreaterThanOrEqual(0)
  })

  it('is not kept in a schedule: each mail ends on its own day', () => {
    expect(scheduledParams('range=90d&today=2026-12-02&search=x', 'weekly').get('today')).toBeNull()
  })
})
