import { css } from '../../styled-system/css'

/**
 * A wizard's steps, one look for every wizard (issue 61 item 11): a numbered circle each, a tick once done, the
 * current one named as such to assistive technology.
 */
export function Stepper({ steps, current }: { steps: readonly string[]; current: number }) {
  return (
    <ol
      aria-label="Steps"
      className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap', fontSize: 'sm' })}
    >
      {steps.map((label, index) => (
        <li
          key={label}
          aria-current={index === current ? 'step' : undefined}
          className={css({
            display: 'flex',
            gap: '2',
            alignItems: 'center',
            fontWeight: index === current ? 'semibold' : 'normal',
            color: index <= current ? 'text' : 'text.muted',
          })}
        >
          <span
            aria-hidden="true"
            className={css({
              w: '7',
              h: '7',
              flexShrink: 0,
              display: 'grid',
              placeItems: 'center',
              borderRadius: 'full',
              bg: index < current ? 'success' : index === current ? 'brand' : 'surface.sunken',
              color: index <= current ? 'white' : 'text.muted',
            })}
          >
            {index < current ? '✓' : index + 1}
          </span>
          {label}
          {index < steps.length - 1 ? (
            <span aria-hidden="true" className={css({ w: '6', h: '1px', bg: 'border.strong' })} />
          ) : null}
        </li>
      ))}
    </ol>
  )
}
