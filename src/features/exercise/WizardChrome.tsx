import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import type { campaignWizardMachine } from '../../../machines/exercise/campaign-wizard.machine'
import { CAMPAIGN_WIZARD_STEPS } from '../../domain/exercise-campaign'
import { Button } from '../../ui/Button'
import { Stepper as SharedStepper } from '../../ui/Stepper'
import { selectLaunching, selectNext, selectPlanning, selectStep } from './wizard-selectors'

export type Wizard = ActorRefFrom<typeof campaignWizardMachine>

export function Stepper({ step }: { step: number }) {
  return <SharedStepper steps={CAMPAIGN_WIZARD_STEPS} current={step} />
}

/** The bottom stepper: Back, and Next (with why it cannot be pressed) or Launch on the last step. */
export function Footer({ wizard }: { wizard: Wizard }) {
  const step = useSelector(wizard, selectStep)
  const next = useSelector(wizard, selectNext)
  const launching = useSelector(wizard, selectLaunching)
  const planning = useSelector(wizard, selectPlanning)
  return (
    <footer
      role="group"
      aria-label="Wizard steps"
      className={css({
        position: 'sticky',
        bottom: '0',
        display: 'flex',
        gap: '3',
        alignItems: 'center',
        justifyContent: { base: 'flex-start', md: 'flex-end' },
        bg: 'surface.card',
        borderTopWidth: '1px',
        borderColor: 'border',
        // The floating Rate and Help buttons sit at the bottom right: the stepper keeps clear of them.
        pl: { base: '4', md: '6' },
        pr: { base: '4', md: '360px' },
        py: '3',
        zIndex: 'sticky',
      })}
    >
      {next.hint && step < 2 ? (
        <span
          id="next-hint"
          role="tooltip"
          className={css({ fontSize: 'sm', color: 'text.muted', mr: 'auto' })}
        >
          {next.hint}
        </span>
      ) : null}
      {step > 0 ? (
        <Button variant="outline" disabled={launching} onClick={() => wizard.send({ type: 'step.back' })}>
          Back
        </Button>
      ) : null}
      {step < 2 ? (
        <span title={next.hint ?? undefined}>
          <Button
            disabled={!next.enabled}
            aria-describedby={next.hint ? 'next-hint' : undefined}
            onClick={() => wizard.send({ type: 'step.next' })}
          >
            Next
          </Button>
        </span>
      ) : (
        <Button
          disabled={launching || planning}
          aria-busy={launching}
          onClick={() => wizard.send({ type: 'launch' })}
        >
          {launching ? 'Launching…' : 'Launch'}
        </Button>
      )}
    </footer>
  )
}
