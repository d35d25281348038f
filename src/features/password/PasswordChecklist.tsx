import { css } from '../../../styled-system/css'
import { passwordChecklist } from '../../domain/password'

export function PasswordChecklist({ value }: { value: string }) {
  return (
    <ul
      aria-label="Password requirements"
      className={css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '1', fontSize: 'sm' })}
    >
      {passwordChecklist(value).map((check) => (
        <li
          key={check.id}
          data-met={check.met}
          className={css({ color: check.met ? 'success' : 'text.muted' })}
        >
          <span aria-hidden>{check.met ? '✓' : '○'}</span> {check.label}
          <span className={css({ srOnly: true })}>{check.met ? ' (met)' : ' (not met)'}</span>
        </li>
      ))}
    </ul>
  )
}
