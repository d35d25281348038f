import { useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import type { userSearchMachine } from '../../../machines/exercise/user-search.machine'
import { WizardLaunchStep } from './WizardLaunchStep'
import { WizardSettingsStep } from './WizardSettingsStep'
import { selectStep } from './wizard-selectors'

import { Stepper, Footer, type Wizard } from './WizardChrome'
/** /phishing-exercise/create: the three-step campaign wizard (002 §2.6). */
export function CampaignWizardPage({
  wizard,
  templatesStep,
  userSearch,
}: {
  wizard: Wizard
  templatesStep: ReactNode
  userSearch: ActorRefFrom<typeof userSearchMachine>
}) {
  const step = useSelector(wizard, selectStep)
  return (
    <div className={css({ display: 'grid', gridTemplateRows: '1fr auto', minH: 'full' })}>
      <div className={css({ display: 'grid', gap: '5', p: { base: '4', md: '6' }, alignContent: 'start' })}>
        <header className={css({ display: 'grid', gap: '3' })}>
          <Link
            href="/phishing-exercise"
            className={css({ color: 'brand', fontSize: 'sm', w: 'fit-content' })}
          >
            ← Phishing exercise campaigns
          </Link>
          <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>New Phishing Exercise Campaign</h1>
          <Stepper step={step} />
        </header>
        {step === 0 ? (
          templatesStep
        ) : step === 1 ? (
          <WizardSettingsStep wizard={wizard} userSearch={userSearch} />
        ) : (
          <WizardLaunchStep wizard={wizard} />
        )}
      </div>
      <Footer wizard={wizard} />
    </div>
  )
}
