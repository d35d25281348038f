import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { Link } from 'wouter'
import { css } from '../../../../styled-system/css'
import type { userSearchMachine } from '../../../../machines/exercise/user-search.machine'
import { SIMULATION_CREATE_STEPS } from '../../../domain/phishing-simulation'
import { Button } from '../../../ui/Button'
import { Stepper } from '../../../ui/Stepper'
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
      <footer
        className={css({
          display: 'flex',
          gap: '3',
          justifyContent: 'flex-end',
          borderTopWidth: '1px',
          borderColor: 'border',
          pt: '4',
        })}
      >
        <Button
          variant="ghost"
          disabled={step === 0 || launching}
          onClick={() => flow.send({ type: 'step.back' })}
        >
          Back
        </Button>
        {step < 4 ? (
          <Button disabled={!canNext} onClick={() => flow.send({ type: 'step.next' })}>
            Next
          </Button>
        ) : (
          <Button disabled={!canLaunch} aria-busy={launching} onClick={() => flow.send({ type: 'launch' })}>
            {launching ? 'Launching…' : 'Launch'}
          </Button>
        )}
      </footer>
      <TemplateEditorDialog editor={templateEditor} {...(designer ? { designer } : {})} />
    </div>
  )
}
