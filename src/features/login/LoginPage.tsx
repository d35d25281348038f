import { useActorRef, useSelector } from '@xstate/react'
import { css } from '../../../styled-system/css'
import type { InspectionEvent } from 'xstate'
import type { loginMachine } from '../../../machines/login.machine'
import { LOGIN_FAILURE_TEXTS } from '../../domain/login-failures'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { LoginForm } from './LoginForm'
import { selectFailure, selectIsBusy, selectIsTwoFactor } from './selectors'

export default function LoginPage({ logic, inspect }: { logic: typeof loginMachine; inspect?: ((event: InspectionEvent) => void) | undefined }) {
  const actor = useActorRef(logic, inspect ? { inspect } : {})
  const busy = useSelector(actor, selectIsBusy)
  const failure = useSelector(actor, selectFailure)
  const twoFactor = useSelector(actor, selectIsTwoFactor)

  return (
    <main className={css({ minH: '100vh', display: 'grid', placeItems: 'center', p: '4' })}>
      <section
        aria-labelledby="login-title"
        className={css({ w: 'full', maxW: '420px', bg: 'surface.card', p: { base: '6', md: '10' }, borderRadius: 'xl', boxShadow: 'lg', display: 'flex', flexDir: 'column', gap: '6' })}
      >
        <header className={css({ display: 'flex', flexDir: 'column', gap: '1' })}>
          <p className={css({ fontWeight: 'bold', color: 'brand', letterSpacing: 'wide', fontSize: 'sm' })}>AWARENESS ADMIN</p>
          <h1 id="login-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
            Log in to your account
          </h1>
        </header>
        {twoFactor ? (
          <>
            <Alert tone="info">
              This account uses two-factor sign-in with an email code. Code sign-in is not available in this version of
              the console yet.
            </Alert>
            <Button variant="outline" onClick={() => actor.send({ type: 'twoFactor.back' })}>
              Back to Login
            </Button>
          </>
        ) : (
          <>
            {failure?.field === 'form' ? <Alert tone="danger">{failure.message}</Alert> : null}
            {failure?.infoMessage ? (
              <Alert tone="info">
                {failure.infoMessage} {failure.signInLink ? <a href={failure.signInLink}>{LOGIN_FAILURE_TEXTS.signInLinkLabel}</a> : null}
              </Alert>
            ) : null}
            <LoginForm busy={busy} failure={failure} onSubmit={(values) => actor.send({ type: 'login.submit', ...values })} />
          </>
        )}
      </section>
    </main>
  )
}
