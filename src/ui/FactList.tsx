import { css } from '../../styled-system/css'

/** Label / value facts in two columns, stacked on a phone so a long label does not squeeze its value. */
export function FactList({ label, rows }: { label: string; rows: readonly (readonly [string, string])[] }) {
  return (
    <dl
      aria-label={label}
      className={css({
        display: 'grid',
        gridTemplateColumns: { base: '1fr', sm: 'max-content 1fr' },
        gap: { base: '0', sm: '2' },
        columnGap: '6',
      })}
    >
      {rows.map(([term, value]) => (
        <div key={term} className={css({ display: 'contents' })}>
          <dt className={css({ color: 'text.muted', fontSize: { base: 'sm', sm: 'md' } })}>{term}</dt>
          <dd className={css({ mb: { base: '2', sm: '0' } })}>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
