import { useSelector } from '@xstate/react'
import { type ComponentType } from 'react'
import { BackstoryStep } from './BackstoryStep'
import { CalloutsStep } from './CalloutsStep'
import { EmailBodyStep } from './EmailBodyStep'
import type { EmailDesignerProps } from './EmailDesigner'
import { EmailHeaderStep, SmsSenderStep } from './HeaderSteps'
import { SaveStep } from './SaveStep'
import { selectDraft, selectStep } from './selectors'
import { SmsMessageStep } from './SmsMessageEditor'

import type { BuilderActor } from './BuilderParts'

export function StepBody({
  actor,
  flushRef,
  designer,
}: {
  actor: BuilderActor
  flushRef: { current: (() => void) | null }
  designer: ComponentType<EmailDesignerProps> | undefined
}) {
  const step = useSelector(actor, selectStep)
  const { layout } = useSelector(actor, selectDraft)
  if (step === 0)
    return layout === 'EMAIL' ? <EmailHeaderStep actor={actor} /> : <SmsSenderStep actor={actor} />
  if (step === 1)
    return layout === 'EMAIL' ? (
      <EmailBodyStep actor={actor} flushRef={flushRef} designer={designer} />
    ) : (
      <SmsMessageStep actor={actor} />
    )
  if (step === 2) return <BackstoryStep actor={actor} />
  if (step === 3) return <CalloutsStep actor={actor} />
  return <SaveStep actor={actor} />
}
