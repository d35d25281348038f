import { useActorRef, useSelector } from '@xstate/react'
import { lazy, Suspense } from 'react'
import { css } from '../../../styled-system/css'
import type { InspectionEvent } from 'xstate'
import type { LoginInput, loginMachine } from '../../../machines/login/login.machine'
import { LOGIN_FAILURE_TEXTS } from '../../domain/login-failures'
import { TWO_FACTOR_TEXTS } from '../../domain/two-factor'
import { Alert } from '../../ui/Alert'
import { AuthCard } from '../../ui/AuthCard'
import { PageLink } from '../../ui/page-link'
import { button } from '../../../styled-system/recipes'
import { LoginForm } from './LoginForm'
import { selectFailure, selectIsBusy, selectIsTwoFactor, selectTwoFactorActor } from './selectors'

const TwoFactorStep = lazy(() => import('./TwoFactorStep'))

export default function LoginPage({
  logic,
  input,
  inspect,
}: {
  logic: typeof loginMachine
  input?: LoginInput
  inspect?: ((event: InspectionEvent) => void) | undefined
}) {
  const actor = useActorRef(logic, {
    input: input ?? { magicLinkToken: null },
    ...(inspect ? { inspect } : {}),
  })
  const busy = useSelector(actor, selectIsBusy)
  const failure = useSelector(actor, selectFailure)
  const twoFactor = useSelector(actor, selectIsTwoFactor)
  const twoFactorActor = useSelector(actor, selectTwoFactorActor)

  return (
    <AuthCard title="Log in to your account">
      {twoFactor ? (
        <>
          {twoFactorActor ? (
            <Suspense fallback={<p role="status">Loading…</p>}>
              <TwoFactorStep actor={twoFactorActor} />
            </Suspense>
          ) : null}
          <button
            type="button"
            className={button({ variant: 'outline' })}
            onClick={() => actor.send({ type: 'twoFactor.back' })}
          >
            {TWO_FACTOR_TEXTS.backToLogin}
          </button>
        </>
      ) : (
        <>
          {failure?.field === 'form' ? <Alert tone="danger">{failure.message}</Alert> : null}
          {failure?.infoMessage ? (
            <Alert tone="info">
              {failure.infoMessage}{' '}
              {failure.signInLink ? (
                <a href={failure.signInLink}>{LOGIN_FAILURE_TEXTS.signInLinkLabel}</a>
              ) : null}
            </Alert>
          ) : null}
          {/* Above the form: field errors that appear on blur must not move these links from under the pointer. */}
          <div
            className={css({
              display: 'flex',
              justifyContent: 'space-between',
              gap: '3',
              fontSize: 'sm',
              fontWeight: 'semibold',
              color: 'brand',
              mt: '-4',
            })}
          >
            <PageLink href="/register">Create an account</PageLink>
            <PageLink href="/login/sso">Log in with SSO instead</PageLink>
          </div>
          <LoginForm
            busy={busy}
            failure={failure}
            onSubmit={(values) => actor.send({ type: 'login.submit', ...values })}
          />
        </>
      )}
    </AuthCard>
  )
}
