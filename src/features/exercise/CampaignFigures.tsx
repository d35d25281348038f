import { css } from '../../../styled-system/css'

export const figure = css({ display: 'grid', gap: '0.5', textAlign: 'center' })

export const figureValue = css({ fontSize: 'lg', fontWeight: 'bold' })

export const figureLabel = css({ fontSize: 'xs', color: 'text.muted' })

export function Figures({ items, label }: { items: [string, number][]; label: string }) {
  return (
    <dl
      aria-label={label}
      className={css({ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: '2' })}
    >
      {items.map(([name, value]) => (
        <div key={name} className={figure}>
          <dt className={figureLabel}>{name}</dt>
          <dd className={figureValue}>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
