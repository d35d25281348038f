import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { Link } from 'wouter'
import { css } from '../../../../styled-system/css'
import type { userSearchMachine } from '../../../../machines/exercise/user-search.machine'
import { SIMULATION_CREATE_STEPS } from '../../../domain/simulation/draft'
import { Stepper } from '../../../ui/Stepper'
import { WizardFooter } from '../../../ui/WizardFooter'
import { AudienceStep } from './AudienceStep'
import { KindStep } from './KindStep'
import { ReviewStep } from './ReviewStep'
import { ScheduleStep } from './ScheduleStep'
import { selectCanLaunch, selectCanNext, selectLaunching, selectStep, type CreateFlow } from './selectors'
import { TemplatesStep } from './TemplatesStep'
import { TemplateEditorDialog, type TemplateEditorActor } from './TemplateEditorDialog'
import type { EmailDesignerProps } from '../../templates/EmailDesigner'
import type { ComponentType } from 'react'

/** /phishing-simulation-create: the five steps, Back / Next, and Launch on the review. */
export function SimulationCreatePage({
  flow,
  userSearch,
  templateEditor,
  designer,
}: {
  flow: CreateFlow
  userSearch: ActorRefFrom<typeof userSearchMachine>
  templateEditor: TemplateEditorActor
  /** Generated path runs give a stand-in for the email designer. */
  designer?: ComponentType<EmailDesignerProps>
}) {
  const step = useSelector(flow, selectStep)
  const canNext = useSelector(flow, selectCanNext)
  const canLaunch = useSelector(flow, selectCanLaunch)
  const launching = useSelector(flow, selectLaunching)
  return (
    <div
      className={css({
        display: 'grid',
        gap: '5',
        p: { base: '4', md: '6' },
        maxW: '6xl',
        mx: 'auto',
        w: 'full',
      })}
    >
      <header className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}>
        <Link href="/phishing-simulation/active" className={css({ color: 'brand', fontWeight: 'semibold' })}>
          ← Phishing simulations
        </Link>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', flex: '1' })}>New phishing simulation</h1>
      </header>
      <Stepper steps={SIMULATION_CREATE_STEPS} current={step} />
      <section aria-label={SIMULATION_CREATE_STEPS[step]} className={css({ minH: '64' })}>
        {step === 0 ? <KindStep flow={flow} /> : null}
        {step === 1 ? (
          <TemplatesStep flow={flow} onNewTemplate={() => templateEditor.send({ type: 'editor.open' })} />
        ) : null}
        {step === 2 ? <AudienceStep flow={flow} userSearch={userSearch} /> : null}
        {step === 3 ? <ScheduleStep flow={flow} /> : null}
        {step === 4 ? <ReviewStep flow={flow} /> : null}
      </section>
      <WizardFooter
        step={step}
        steps={SIMULATION_CREATE_STEPS.length}
        next={{ enabled: canNext, hint: null }}
        onBack={() => flow.send({ type: 'step.back' })}
        onNext={() => flow.send({ type: 'step.next' })}
        finish={{
          label: 'Launch',
          busyLabel: 'Launching…',
          enabled: canLaunch,
          busy: launching,
          onPress: () => flow.send({ type: 'launch' }),
        }}
      />
      <TemplateEditorDialog editor={templateEditor} {...(designer ? { designer } : {})} />
    </div>
  )
}
