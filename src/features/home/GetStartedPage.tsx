import { useSelector } from '@xstate/react'
import { css } from '../../../styled-system/css'
import { panel } from '../../ui/surfaces'
import { GET_STARTED_TEXTS as T, type GetStartedExtras } from '../../domain/get-started'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { RetryAlert } from '../../ui/ListParts'
import { GuideCards } from './GuideCards'
import { OnboardingChecklist, type OnboardingActor } from './OnboardingChecklist'
import {
  selectConfirmOpen,
  selectError,
  selectOnboardingSteps,
  selectStarting,
  selectView,
  selectContentDrawn,
} from './selectors'

const sameSteps = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

import { Dashboard, type Actor } from './DashboardView'
function Prompt({ title, text, action }: { title: string; text: string; action: React.ReactNode }) {
  return (
    <section aria-label={title} className={`${panel} ${css({ alignItems: 'flex-start' })}`}>
      <h2 className={css({ fontSize: 'xl', fontWeight: 'bold' })}>{title}</h2>
      <p className={css({ color: 'text.muted', maxW: '60ch' })}>{text}</p>
      {action}
    </section>
  )
}

function Suspended({ actor }: { actor: Actor }) {
  return (
    <section aria-label={T.suspendedTitle} className={`${panel} ${css({ alignItems: 'flex-start' })}`}>
      <h2 className={css({ fontSize: 'xl', fontWeight: 'bold', color: 'danger' })}>{T.suspendedTitle}</h2>
      <Alert tone="warning">{T.suspendedNotice}</Alert>
      <p className={css({ color: 'text.muted' })}>{T.suspendedPrompt}</p>
      <Button onClick={() => actor.send({ type: 'upgrade' })}>{T.upgradeButton}</Button>
    </section>
  )
}

/** The get-started page: one of five views chosen by the machine, the confirm dialog, and the guides. */
export default function GetStartedPage({
  actor,
  extras,
  calendar,
  onboarding,
}: {
  actor: Actor
  extras: GetStartedExtras
  /** 002 §2.1's calendar block: the year planner, on its own machine. */
  calendar?: React.ReactNode
  /** The first-run checklist's own machine (issue 31). */
  onboarding?: OnboardingActor
}) {
  const steps = useSelector(actor, selectOnboardingSteps, sameSteps)
  const view = useSelector(actor, selectView)
  const contentDrawn = useSelector(actor, selectContentDrawn)
  const confirmOpen = useSelector(actor, selectConfirmOpen)
  const starting = useSelector(actor, selectStarting)
  const error = useSelector(actor, selectError)
  return (
    <section
      aria-labelledby="home-title"
      aria-busy={view === 'loading'}
      className={css({ maxW: '1200px', mx: 'auto', display: 'flex', flexDir: 'column', gap: '6' })}
    >
      <h1 id="home-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        {T.title}
      </h1>
      {view === 'loading' ? (
        <p role="status" className={css({ color: 'text.muted' })}>
          Loading…
        </p>
      ) : null}
      {view === 'failed' ? (
        <RetryAlert
          message={`${T.loadFailed} ${error ?? ''}`}
          label={T.retry}
          onRetry={() => actor.send({ type: 'retry' })}
        />
      ) : null}
      {onboarding && view !== 'loading' && view !== 'failed' ? (
        <OnboardingChecklist actor={onboarding} steps={steps} />
      ) : null}
      {view === 'startTraining' ? (
        <Prompt
          title={T.startTitle}
          text={T.startText}
          action={<Button onClick={() => actor.send({ type: 'training.start' })}>{T.startButton}</Button>}
        />
      ) : null}
      {view === 'inviteUsers' ? (
        <Prompt
          title={T.inviteTitle}
          text={T.inviteText}
          action={<Button onClick={() => actor.send({ type: 'users.invite' })}>{T.inviteButton}</Button>}
        />
      ) : null}
      {view === 'trainingSuspended' ? <Suspended actor={actor} /> : null}
      {view === 'dashboardSuspended' ? <Suspended actor={actor} /> : null}
      {view === 'dashboard' || view === 'dashboardSuspended' ? <Dashboard actor={actor} /> : null}
      {contentDrawn ? calendar : null}
      {view !== 'loading' && view !== 'failed' ? <GuideCards extras={extras} /> : null}
      <Dialog
        open={confirmOpen}
        role="alertdialog"
        title={T.confirmTitle}
        closable={!starting}
        onClose={() => actor.send({ type: 'confirm.cancel' })}
        actions={
          <>
            <Button
              variant="ghost"
              disabled={starting}
              onClick={() => actor.send({ type: 'confirm.cancel' })}
            >
              {T.cancel}
            </Button>
            <Button
              disabled={starting}
              aria-busy={starting}
              onClick={() => actor.send({ type: 'confirm.accept' })}
            >
              {starting ? 'Starting…' : T.confirmButton}
            </Button>
          </>
        }
      >
        <p>{T.confirmText}</p>
        {error ? <Alert tone="danger">{error}</Alert> : null}
      </Dialog>
    </section>
  )
}
