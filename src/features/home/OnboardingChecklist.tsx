import { useSelector } from '@xstate/react'
import { Link } from 'wouter'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import { ONBOARDING_TEXTS as T, type onboardingMachine } from '../../../machines/home/onboarding.machine'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { panel } from '../../ui/surfaces'

type Snapshot = SnapshotFrom<typeof onboardingMachine>
export type OnboardingActor = ActorRefFrom<typeof onboardingMachine>
const selectOpen = (s: Snapshot) => s.matches('open')
const selectBusy = (s: Snapshot) => s.hasTag('busy')
const selectFailure = (s: Snapshot) => s.context.failure

export interface OnboardingSteps {
  invite: boolean
  training: boolean
  phishing: boolean
}

const LINKS: Record<keyof OnboardingSteps, string> = {
  invite: '/users/all_users?modal=addUsers',
  training: '/learning/courses',
  phishing: '/phishing-exercise',
}

/** The first-run checklist: each step ticked from the company's state, with where to do it. */
export function OnboardingChecklist({
  actor,
  steps,
}: {
  actor: OnboardingActor
  steps: OnboardingSteps | null
}) {
  const open = useSelector(actor, selectOpen)
  const busy = useSelector(actor, selectBusy)
  const failure = useSelector(actor, selectFailure)
  if (!open || !steps) return null
  const allDone = steps.invite && steps.training && steps.phishing
  return (
    <section aria-labelledby="onboarding-title" className={panel}>
      <h2 id="onboarding-title" className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
        {T.title}
      </h2>
      <ol className={css({ display: 'flex', flexDir: 'column', gap: '2' })}>
        {(Object.keys(T.steps) as (keyof OnboardingSteps)[]).map((key) => (
          <li key={key} className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
            <span
              aria-hidden
              className={css({
                w: '6',
                h: '6',
                rounded: 'full',
                display: 'grid',
                placeItems: 'center',
                fontSize: 'sm',
                fontWeight: 'bold',
                bg: steps[key] ? 'success' : 'surface.sunken',
                color: steps[key] ? 'white' : 'text.muted',
              })}
            >
              {steps[key] ? '✓' : ''}
            </span>
            <span className={css({ textDecoration: steps[key] ? 'line-through' : 'none' })}>
              {T.steps[key]}
              <span className={css({ srOnly: true })}>{steps[key] ? ' (done)' : ' (to do)'}</span>
            </span>
            {!steps[key] ? (
              <Link
                href={LINKS[key]}
                className={css({ color: 'brand', fontSize: 'sm', fontWeight: 'semibold' })}
              >
                Go
              </Link>
            ) : null}
          </li>
        ))}
      </ol>
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <div className={css({ display: 'flex', gap: '2' })}>
        <Button
          disabled={busy || !allDone}
          onClick={() => actor.send({ type: 'onboarding.finish', allDone })}
        >
          {T.finish}
        </Button>
        <Button variant="ghost" disabled={busy} onClick={() => actor.send({ type: 'onboarding.skip' })}>
          {T.skip}
        </Button>
      </div>
    </section>
  )
}
