import { render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lazyPage } from '../../src/app/lazy-page'
import { reloadWhenOnline } from '../../src/app/reload-page'

// Issue 23: a page whose code is in memory renders in the same commit as its route; behind a Suspense
// fallback React would reveal it up to 300 ms later (the landing's LCP).
const Users = () => <h1>All Users</h1>
const withFallback = (page: React.ReactNode) => <Suspense fallback={<p>Loading</p>}>{page}</Suspense>

describe('lazyPage', () => {
  it('renders a preloaded page at once, without its fallback', async () => {
    const Page = lazyPage(() => Promise.resolve({ default: Users }))
    expect(Page.isReady()).toBe(false)
    await Page.preload()
    expect(Page.isReady()).toBe(true)
    render(withFallback(<Page />))
    expect(screen.getByRole('heading', { name: 'All Users' })).toBeTruthy()
    expect(screen.queryByText('Loading')).toBeNull()
  })

  it('suspends a page that is not loaded yet, then shows it', async () => {
    const Page = lazyPage(() => Promise.resolve({ default: Users }))
    render(withFallback(<Page />))
    expect(screen.getByText('Loading')).toBeTruthy()
    expect(await screen.findByRole('heading', { name: 'All Users' })).toBeTruthy()
  })

  it('settles preload when the code fails to load, leaving the route to retry and report', async () => {
    const Page = lazyPage<object>(() => Promise.reject(new Error('chunk failed')))
    await expect(Page.preload()).resolves.toBeUndefined()
    expect(Page.isReady()).toBe(false)
  })
})

describe('reloadWhenOnline', () => {
  afterEach(() => vi.restoreAllMocks())

  it('reloads at once when the browser is online', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    const reload = vi.fn()
    reloadWhenOnline(reload)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('waits for the network when offline, then reloads once', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const reload = vi.fn()
    reloadWhenOnline(reload)
    expect(reload).not.toHaveBeenCalled()
    window.dispatchEvent(new Event('online'))
    window.dispatchEvent(new Event('online'))
    expect(reload).toHaveBeenCalledTimes(1)
  })
})
