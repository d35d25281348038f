import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SEARCH_DEBOUNCE_MS, SearchForm } from '../../src/ui/SearchForm'

describe('the debounced list search', () => {
  afterEach(() => vi.useRealTimers())

  it('searches once typing pauses, and not again for the text already searched', () => {
    vi.useFakeTimers()
    const onSearch = vi.fn()
    render(<SearchForm label="Search users" value="" onSearch={onSearch} />)
    const box = screen.getByRole('searchbox', { name: 'Search users' })
    fireEvent.change(box, { target: { value: 'an' } })
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 100))
    fireEvent.change(box, { target: { value: 'ana ' } })
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1))
    expect(onSearch).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(onSearch).toHaveBeenCalledTimes(1)
    expect(onSearch).toHaveBeenCalledWith('ana')
  })

  it('Search (or Enter) searches at once and cancels the pending one', () => {
    vi.useFakeTimers()
    const onSearch = vi.fn()
    render(<SearchForm label="Search users" value="" onSearch={onSearch} />)
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'eli' } })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2))
    expect(onSearch.mock.calls).toEqual([['eli']])
  })
})
