import type { ReactNode } from 'react'
import { useForm } from '@felte/react'
import { reporter } from '@felte/reporter-react'
import { validator } from '@felte/validator-superstruct'
import { css } from '../../../styled-system/css'
import { ChangePasswordForm, passwordPairError, type ChangePasswordValues } from '../../domain/password'
import { Button } from '../../ui/Button'
import { FormTextField } from '../../ui/FormTextField'
import { PasswordChecklist } from './PasswordChecklist'

/** A new password and its confirmation under 000 §5's rules, with the strength checklist: the temporary
 * password change and the reset link share it. */
export function NewPasswordForm({
  label,
  busy,
  submitLabel,
  busyLabel,
  onSubmit,
  children,
}: {
  label: string
  busy: boolean
  submitLabel: string
  busyLabel: string
  onSubmit: (values: ChangePasswordValues) => void
  /** Fields between the confirmation and the button, named into the same values (a checkbox of the form). */
  children?: ReactNode
}) {
  const { form, data } = useForm<ChangePasswordValues>({
    initialValues: { password: '', confirmPassword: '' },
    extend: [validator({ struct: ChangePasswordForm }), reporter],
    validate: (values) => ({ confirmPassword: passwordPairError(values) ?? undefined }),
    onSubmit,
  })
  return (
    <form
      ref={form}
      noValidate
      aria-label={label}
      className={css({ display: 'flex', flexDir: 'column', gap: '4' })}
    >
      <FormTextField
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        autoFocus
      />
      <PasswordChecklist value={data('password') ?? ''} />
      <FormTextField
        label="Confirm password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
      />
      {children}
      <Button type="submit" size="lg" fullWidth disabled={busy} aria-busy={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </form>
  )
}
