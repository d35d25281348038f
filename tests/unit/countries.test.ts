import { describe, expect, it } from 'vitest'
import { COUNTRIES } from '../../src/domain/countries'

// The sign-up country list (issue 61, item 13): once per country, under its current code.
describe('the country list', () => {
  it('names each country once', () => {
    const labels = COUNTRIES.map((country) => country.label)
    expect(labels.filter((label, index) => labels.indexOf(label) !== index)).toEqual([])
  })

  it('keeps current codes and drops the retired ones', () => {
    const ids = COUNTRIES.map((country) => country.id)
    expect(ids).toEqual(expect.arrayContaining(['DE', 'GB', 'RS', 'FR', 'MM', 'US']))
    for (const retired of ['DD', 'UK', 'YU', 'CS', 'FX', 'BU', 'SU', 'ZR']) expect(ids).not.toContain(retired)
    expect(COUNTRIES.length).toBeGreaterThan(240)
  })
})
