import { describe, expect, it } from 'vitest'
import { dateFormat, formatDate, formatNumber } from '../../src/domain/intl-format'

// The kept formatters say exactly what toLocaleString says, and build each locale-and-options formatter once.

describe('kept Intl formatters', () => {
  it('write what toLocaleString writes', () => {
    const at = '2026-11-20T14:05:00Z'
    const options: Intl.DateTimeFormatOptions = {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }
    expect(formatDate(at, 'en-US', options)).toBe(new Date(at).toLocaleDateString('en-US', options))
    expect(formatDate(Date.parse(at), 'en-US', { month: 'long', timeZone: 'UTC' })).toBe('November')
    const money: Intl.NumberFormatOptions = { style: 'currency', currency: 'USD' }
    expect(formatNumber(1234.5, 'en-US', money)).toBe((1234.5).toLocaleString('en-US', money))
  })

  it('build one formatter per locale and options', () => {
    const first = dateFormat('en-US', { dateStyle: 'medium' })
    expect(dateFormat('en-US', { dateStyle: 'medium' })).toBe(first)
    expect(dateFormat('en-US', { dateStyle: 'long' })).not.toBe(first)
    expect(dateFormat('en-GB', { dateStyle: 'medium' })).not.toBe(first)
  })
})
