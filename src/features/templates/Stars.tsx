import { css } from '../../../styled-system/css'

export function Stars({ count, label }: { count: number; label: string }) {
  return (
    <span
      aria-label={`${label}: ${count} of 3`}
      className={css({ color: 'amber.500', letterSpacing: '1px' })}
    >
      {'★'.repeat(count)}
      <span className={css({ color: 'border.strong' })}>{'★'.repeat(3 - count)}</span>
    </span>
  )
}
