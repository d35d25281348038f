import { useEffect, useRef, type ReactNode } from 'react'
import { css } from '../../styled-system/css'
import { Button } from './Button'

import { listControl } from './ListParts'

// A list's search: submitted with Enter or Search, or by itself once typing pauses.

/**
 * How long typing pauses before the list searches by itself: the shared debounced search of a list's header is
 * the spec's "common and header search", 1000 ms (000 §9, 002 §9); the 300 ms searches are the template and
 * share lists' own, in their machines.
 */
export const SEARCH_DEBOUNCE_MS = 1000

export function SearchForm({
  label,
  value,
  onSearch,
  children,
}: {
  label: string
  value: string
  onSearch: (text: string) => void
  children?: ReactNode
}) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const cancel = () => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = null
  }
  useEffect(() => cancel, [])
  return (
    <form
      role="search"
      className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'end' })}
      onSubmit={(event) => {
        event.preventDefault()
        cancel()
        const text = new FormData(event.currentTarget).get('search')
        onSearch(typeof text === 'string' ? text.trim() : '')
      }}
    >
      <label className={css({ display: 'flex', flexDir: 'column', gap: '1', fontSize: 'sm' })}>
        {label}
        <input
          name="search"
          type="search"
          defaultValue={value}
          maxLength={255}
          className={listControl}
          onChange={(event) => {
            const text = event.target.value.trim()
            cancel()
            timer.current = setTimeout(() => {
              timer.current = null
              if (text !== value) onSearch(text)
            }, SEARCH_DEBOUNCE_MS)
          }}
        />
      </label>
      <Button type="submit" variant="outline">
        Search
      </Button>
      {children}
    </form>
  )
}
