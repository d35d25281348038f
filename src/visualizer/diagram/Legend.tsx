import { css } from '../../../styled-system/css'
import { C } from './DiagramParts'

const swatch = (style: React.CSSProperties) => (
  <span
    aria-hidden
    style={{ display: 'inline-block', width: 18, height: 12, borderRadius: 4, marginRight: 6, ...style }}
  />
)

/** What the shapes and colours mean; outside the SVG so an export carries only the chart. */
export function Legend({ coverage, changes }: { coverage: boolean; changes: boolean }) {
  const items: [React.ReactNode, string][] = [
    [swatch({ background: C.brandSoft, border: `2px solid ${C.brand}` }), 'Current state'],
    [swatch({ background: C.brand, borderRadius: 8 }), 'Event it can take now (click to fire)'],
    [swatch({ background: C.card, border: `1px solid ${C.line}`, borderRadius: 8 }), 'Event elsewhere'],
    [swatch({ background: C.card, border: `3px double ${C.line}` }), 'Final state'],
    [swatch({ border: `1px dashed ${C.line}` }), 'Parallel region'],
    ['●→', 'Initial state · [guard] · / actions · ⚙ invoked actor'],
  ]
  if (coverage)
    items.push(
      [swatch({ border: `2px solid ${C.covered}` }), 'Covered by generated paths'],
      [swatch({ border: `2px dashed ${C.uncovered}` }), 'Not covered'],
    )
  if (changes)
    items.push(
      [swatch({ border: `2px solid ${C.added}` }), 'Added since the earlier version'],
      [swatch({ border: `2px solid ${C.changed}` }), 'Changed since the earlier version'],
      [
        swatch({ border: `1px dashed ${C.uncovered}`, borderRadius: 8 }),
        'Removed transition, under its state',
      ],
    )
  return (
    <details
      className={css({
        position: 'absolute',
        left: '2',
        bottom: '2',
        zIndex: 1,
        bg: 'surface.card',
        borderWidth: '1px',
        borderColor: 'border',
        borderRadius: 'md',
        px: '2',
        py: '1',
        fontSize: 'xs',
        color: 'text.muted',
      })}
    >
      <summary className={css({ cursor: 'pointer', fontWeight: 'semibold' })}>Legend</summary>
      <ul aria-label="Legend">
        {items.map(([mark, text]) => (
          <li key={text} className={css({ display: 'flex', alignItems: 'center' })}>
            {typeof mark === 'string' ? <span style={{ marginRight: 6, color: C.ink }}>{mark}</span> : mark}
            {text}
          </li>
        ))}
      </ul>
    </details>
  )
}
