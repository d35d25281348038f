import { useForm } from '@felte/react'
import { ValidationMessage, reporter } from '@felte/reporter-react'
import { validator } from '@felte/validator-superstruct'
import { useActorRef, useSelector } from '@xstate/react'
import { css } from '../../../styled-system/css'
import type { changePasswordMachine } from '../../../machines/change-password.machine'
import { ChangePasswordForm, passwordPairError, type ChangePasswordValues } from '../../domain/password'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { TextField } from '../../ui/TextField'
import { PasswordChecklist } from './PasswordChecklist'

export default function ChangePasswordPage({ logic }: { logic: typeof changePasswordMachine }) {
  const actor = useActorRef(logic)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const failure = useSelector(actor, (s) => s.context.failure)
  const { form, data } = useForm<ChangePasswordValues>({
    initialValues: { password: '', confirmPassword: '' },
    extend: [validator({ struct: ChangePasswordForm }), reporter],
    validate: (values) => ({ confirmPassword: passwordPairError(values) ?? undefined }),
    onSubmit: (values) => actor.send({ type: 'password.submit', ...values }),
  })
  return (
    <main className={css({ minH: '100vh', display: 'grid', placeItems: 'center', p: '4' })}>
      <section
        aria-labelledby="change-title"
        className={css({
          w: 'full',
          maxW: '460px',
          bg: 'surface.card',
          p: { base: '6', md: '10' },
          borderRadius: 'xl',
          boxShadow: 'lg',
          display: 'flex',
          flexDir: 'column',
          gap: '5',
        })}
      >
        <h1 id="change-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
          Change password
        </h1>
        <p className={css({ color: 'text.muted' })}>
          You signed in with a temporary password. Choose a new password to continue.
        </p>
        {failure ? <Alert tone="danger">{failure}</Alert> : null}
        <form
          ref={form}
          noValidate
          aria-label="Change password"
          className={css({ display: 'flex', flexDir: 'column', gap: '4' })}
        >
          <ValidationMessage for="password">
            {(messages) => (
              <TextField
                label="New password"
                name="password"
                type="password"
                autoComplete="new-password"
                autoFocus
                error={messages?.[0]}
              />
            )}
          </ValidationMessage>
          <PasswordChecklist value={data('password') ?? ''} />
          <ValidationMessage for="confirmPassword">
            {(messages) => (
              <TextField
                label="Confirm password"
                name="confirmPassword"
                type="password"
                autoComplete="new-password"
                error={messages?.[0]}
              />
            )}
          </ValidationMessage>
          <Button type="submit" size="lg" fullWidth disabled={busy} aria-busy={busy}>
            {busy ? 'Saving…' : 'Save password'}
          </Button>
        </form>
      </section>
    </main>
  )
}
