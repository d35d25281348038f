import { useRef } from 'react'
import { css } from '../../../styled-system/css'
import { Button } from '../../ui/Button'

/**
 * The body's words, as text in the console (never its HTML): select some with the mouse or keyboard, then
 * choose the callout they anchor. The selection is read only when a button is pressed, and only inside here.
 */
export function AnchorPicker({
  text,
  numbers,
  onPick,
}: {
  text: string
  numbers: number[]
  onPick: (orderNumber: number, anchorText: string) => void
}) {
  const area = useRef<HTMLParagraphElement>(null)
  if (!text.trim() || numbers.length === 0) return null
  const selected = () => {
    const selection = window.getSelection()
    if (!selection || !area.current || !area.current.contains(selection.anchorNode)) return ''
    return selection.toString().replace(/\s+/g, ' ').trim()
  }
  return (
    <section aria-label="Pick anchors from the body" className={css({ display: 'grid', gap: '2' })}>
      <p className={css({ fontSize: 'sm', color: 'text.muted' })}>
        Select words of the message below, then choose the callout they belong to.
      </p>
      <p
        ref={area}
        tabIndex={0}
        aria-label="Message text"
        className={css({
          maxH: '40',
          overflowY: 'auto',
          p: '3',
          bg: 'surface.card',
          borderWidth: '1px',
          borderColor: 'border',
          borderRadius: 'md',
          fontSize: 'sm',
          whiteSpace: 'pre-wrap',
          userSelect: 'text',
          _focusVisible: { outline: '2px solid', outlineColor: 'brand' },
        })}
      >
        {text}
      </p>
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        {numbers.map((n) => (
          <Button
            key={n}
            size="sm"
            variant="outline"
            // Pressing must not move the selection away before it is read.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              const anchor = selected()
              if (anchor) onPick(n, anchor)
            }}
          >
            Use selection for #{n}
          </Button>
        ))}
      </div>
    </section>
  )
}
