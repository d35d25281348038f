import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import {
  RANGE_TEXTS,
  checkCustomRange,
  presetRange,
  rangeInstants,
  rangeOrDefault,
  readRange,
  withPeriod,
} from '../../src/domain/report-range'

// A report's period (000 §9): the presets end today; a custom range is two real days, in order, not past today,
// at most 366 days; a link with a bad range falls back to the default on the page and is refused by the gateway.

const today = Temporal.PlainDate.from('2026-11-26')

describe('report ranges', () => {
  it('counts the presets back from today, today included', () => {
    expect(presetRange('7d', today)).toEqual({ range: '7d', from: '2026-11-20', to: '2026-11-26' })
    expect(presetRange('90d', today).from).toBe('2026-08-29')
    expect(presetRange('6m', today).from).toBe('2026-05-26')
    expect(presetRange('1y', today).from).toBe('2025-11-26')
  })

  it('takes 366 days and refuses 367, reversed, malformed, missing and future days in words', () => {
    expect(checkCustomRange('2025-11-26', '2026-11-26', today).ok).toBe(true)
    expect(checkCustomRange('2025-11-25', '2026-11-26', today)).toMatchObject({
      ok: false,
      message: RANGE_TEXTS.tooLong,
    })
    expect(checkCustomRange('2026-03-02', '2026-03-01', today)).toMatchObject({
      ok: false,
      message: RANGE_TEXTS.reversed,
    })
    expect(checkCustomRange('2026-02-30', '2026-03-01', today)).toMatchObject({
      ok: false,
      message: RANGE_TEXTS.malformed,
    })
    expect(checkCustomRange('26-02-01', '2026-03-01', today)).toMatchObject({
      ok: false,
      message: RANGE_TEXTS.malformed,
    })
    expect(checkCustomRange('', '2026-03-01', today)).toMatchObject({
      ok: false,
      field: 'from',
      message: RANGE_TEXTS.fromRequired,
    })
    expect(checkCustomRange('2026-03-01', '', today)).toMatchObject({
      ok: false,
      field: 'to',
      message: RANGE_TEXTS.toRequired,
    })
    expect(checkCustomRange('2026-11-01', '2026-11-27', today)).toMatchObject({
      ok: false,
      message: RANGE_TEXTS.future,
    })
    expect(checkCustomRange('2026-03-01', '2026-03-01', today).ok).toBe(true)
  })

  it('reads a link: the default without one, refuses an unknown range, and the page falls back instead', () => {
    expect(readRange({}, today)).toMatchObject({ ok: true, range: { range: '90d' } })
    expect(readRange({ range: '2w' }, today)).toMatchObject({ ok: false, message: RANGE_TEXTS.unknown })
    expect(rangeOrDefault({ range: 'custom', from: 'x', to: 'y' }, today).range).toBe('90d')
    expect(rangeOrDefault({ range: 'custom', from: '2026-01-01', to: '2026-02-01' }, today)).toEqual({
      range: 'custom',
      from: '2026-01-01',
      to: '2026-02-01',
    })
  })

  it('covers whole days in the zone, and a new period starts from the first page', () => {
    const { from, to } = rangeInstants(
      { range: 'custom', from: '2026-03-01', to: '2026-03-01' },
      'America/New_York',
    )
    expect(from.toISOString()).toBe('2026-03-01T05:00:00.000Z')
    expect(to.toISOString()).toBe('2026-03-02T05:00:00.000Z')
    const query = { pageNumber: 4, filters: { statuses: ['ended'], range: 'custom', from: 'a', to: 'b' } }
    expect(withPeriod(query, presetRange('30d', today))).toEqual({
      pageNumber: 0,
      filters: { statuses: ['ended'], range: '30d' },
    })
  })
})
