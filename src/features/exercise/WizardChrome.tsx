import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { campaignWizardMachine } from '../../../machines/exercise/campaign-wizard.machine'
import { CAMPAIGN_WIZARD_STEPS } from '../../domain/exercise-campaign'
import { Stepper as SharedStepper } from '../../ui/Stepper'
import { WizardFooter } from '../../ui/WizardFooter'
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
    <WizardFooter
      spansPage
      step={step}
      steps={CAMPAIGN_WIZARD_STEPS.length}
      next={next}
      onBack={() => wizard.send({ type: 'step.back' })}
      onNext={() => wizard.send({ type: 'step.next' })}
      finish={{
        label: 'Launch',
        busyLabel: 'Launching…',
        enabled: !launching && !planning,
        busy: launching,
        onPress: () => wizard.send({ type: 'launch' }),
      }}
    />
  )
}
