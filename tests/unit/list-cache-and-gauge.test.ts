import { afterEach, describe, expect, it, vi } from 'vitest'
import { lastAnswer, loadThroughCache, prefetchList, PREFETCH_FRESH_MS } from '../../src/app/list-cache'
import { GAUGE, gaugeArc, gaugePoint } from '../../src/features/home/gauge-geometry'

describe('list cache (stale-while-revalidate, prefetch on intent)', () => {
  afterEach(() => vi.useRealTimers())

  it('keeps the last answer of a query for the next visit, and still asks the gateway on every load', async () => {
    const load = vi.fn(async () => ({ rows: load.mock.calls.length }))
    expect(lastAnswer('k1')).toBeNull()
    await loadThroughCache('k1', load)
    expect(lastAnswer('k1')).toEqual({ rows: 1 })
    await loadThroughCache('k1', load)
    expect(load).toHaveBeenCalledTimes(2)
    expect(lastAnswer('k1')).toEqual({ rows: 2 })
  })

  it('lets the first load after a prefetch take its answer (or the call on its way), once', async () => {
    let resolve!: (value: string) => void
    const prefetch = vi.fn(() => new Promise<string>((r) => (resolve = r)))
    prefetchList('k2', prefetch)
    prefetchList('k2', prefetch) // a second hover while the first is on its way asks nothing
    const load = vi.fn(async () => 'fresh')
    const first = loadThroughCache('k2', load)
    resolve('prefetched')
    expect(await first).toBe('prefetched')
    // Taken once: a reload (after a change, say) asks the gateway again.
    expect(await loadThroughCache('k2', load)).toBe('fresh')
    expect(prefetch).toHaveBeenCalledTimes(1)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('does not let a prefetched answer stand in once it is older than the deduping interval', async () => {
    vi.useFakeTimers()
    prefetchList('k3', async () => 'old')
    await vi.advanceTimersByTimeAsync(0)
    vi.advanceTimersByTime(PREFETCH_FRESH_MS + 1)
    expect(await loadThroughCache('k3', async () => 'new')).toBe('new')
  })
})

describe('culture gauge geometry', () => {
  it('runs from the lower left (0) over the top (50) to the lower right (100)', () => {
    const top = gaugePoint(50, 10)
    expect(top.x).toBeCloseTo(GAUGE.cx)
    expect(top.y).toBeCloseTo(GAUGE.cy - 10)
    expect(gaugePoint(0, 10).x).toBeLessThan(GAUGE.cx)
    expect(gaugePoint(0, 10).y).toBeGreaterThan(GAUGE.cy)
    expect(gaugePoint(100, 10).x).toBeGreaterThan(GAUGE.cx)
    expect(gaugePoint(150, 10)).toEqual(gaugePoint(100, 10))
  })

  it('draws each band of 20 as a short clockwise arc', () => {
    expect(gaugeArc(0, 20, 50)).toMatch(/^M [\d.]+ [\d.]+ A 50 50 0 0 1 [\d.]+ [\d.]+$/)
    expect(gaugeArc(0, 100, 50)).toContain(' 0 1 1 ')
  })
})

describe('a prefetch that failed', () => {
  it('fails the load right after it the same way (the page shows the failure), then asks again', async () => {
    const refused = new Error('500')
    await prefetchList('k4', () => Promise.reject(refused)).catch(() => undefined)
    const load = vi.fn(async () => 'fresh')
    await expect(loadThroughCache('k4', load)).rejects.toBe(refused)
    expect(load).not.toHaveBeenCalled()
    expect(await loadThroughCache('k4', load)).toBe('fresh')
  })
})

describe('a prefetch that fails while the load waits for it', () => {
  it('fails that load, and the retry asks again', async () => {
    let reject!: (error: Error) => void
    const prefetched = prefetchList('k5', () => new Promise<string>((_, r) => (reject = r)))
    prefetched.catch(() => undefined)
    const waiting = loadThroughCache('k5', async () => 'unused')
    reject(new Error('timeout'))
    await expect(waiting).rejects.toThrow('timeout')
    expect(await loadThroughCache('k5', async () => 'fresh')).toBe('fresh')
  })
})
