import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { css, cx } from '../../styled-system/css'
import { SCROLLER, sameEdges, scrollEdges, type ScrollEdges } from '../domain/scroll-edges'

const NONE: ScrollEdges = { back: false, forward: false }

const edgeButton = css({
  flexShrink: 0,
  alignSelf: 'center',
  w: '8',
  h: '8',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'border',
  bg: 'surface.card',
  color: 'text',
  fontSize: 'lg',
  lineHeight: '1',
  cursor: 'pointer',
  boxShadow: 'sm',
  _hover: { borderColor: 'brand', color: 'brand' },
  _focusVisible: { outline: '3px solid', outlineColor: 'brand', outlineOffset: '2px' },
})

/**
 * A row that scrolls sideways (its width contained, so that what it holds never widens the page around it), with a back and a forward button beside it (not over it) while more than the
 * spec's threshold lies beyond that edge; each moves it by the spec's step. Touch and trackpad scroll as usual.
 */
export function HorizontalScroller({
  label,
  children,
  className,
  role,
}: {
  /** What scrolls, for the buttons' names ("Scroll template packs forward"). */
  label: string
  children: ReactNode
  className?: string
  role?: string
}) {
  const row = useRef<HTMLDivElement>(null)
  const [edges, setEdges] = useState<ScrollEdges>(NONE)
  const measure = useCallback(() => {
    const element = row.current
    if (!element) return
    const next = scrollEdges(element)
    setEdges((current) => (sameEdges(current, next) ? current : next))
  }, [])
  useEffect(() => {
    const element = row.current
    if (!element) return
    measure()
    // The row's width changes with the window, its content's with what it holds: both observed once, not on
    // every render.
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    for (const child of Array.from(element.children)) observer.observe(child)
    return () => observer.disconnect()
  }, [measure])
  const move = (direction: 1 | -1) =>
    row.current?.scrollBy({ left: direction * SCROLLER.stepPx, behavior: 'smooth' })
  return (
    <div className={css({ display: 'flex', gap: '2', minW: '0' })}>
      {edges.back ? (
        <button
          type="button"
          className={edgeButton}
          aria-label={`Scroll ${label} back`}
          onClick={() => move(-1)}
        >
          ‹
        </button>
      ) : null}
      <div
        ref={row}
        data-scroller
        role={role}
        aria-label={label}
        className={cx(css({ contain: 'inline-size' }), className)}
        onScroll={measure}
      >
        {children}
      </div>
      {edges.forward ? (
        <button
          type="button"
          className={edgeButton}
          aria-label={`Scroll ${label} forward`}
          onClick={() => move(1)}
        >
          ›
        </button>
      ) : null}
    </div>
  )
}
