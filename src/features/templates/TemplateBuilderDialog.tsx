import { useSelector } from '@xstate/react'
import { useEffect, useRef, type ComponentType } from 'react'
import { css } from '../../../styled-system/css'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { FullScreenDialog } from '../../ui/FullScreenDialog'
import { RetryAlert } from '../../ui/ListParts'
import type { EmailDesignerProps } from './EmailDesigner'
import {
  selectBuilderError,
  selectBuilderLoadFailed,
  selectBuilderLoading,
  selectBuilderOpen,
  selectBuilderTitle,
  selectDraft,
  selectGone,
  selectIsLastStep,
  selectNextDisabled,
  selectSaving,
  selectStep,
  selectSteps,
} from './selectors'

import type { BuilderActor } from './BuilderParts'
import { LivePreview, Stepper } from './BuilderParts'
import { StepBody } from './BuilderStepBody'
/** The five-step builder as a full-screen dialog: live preview left, steps right, Back / Next / Save below. */
export function TemplateBuilderDialog({
  actor,
  designer,
}: {
  actor: BuilderActor
  designer?: ComponentType<EmailDesignerProps>
}) {
  const open = useSelector(actor, selectBuilderOpen)
  const title = useSelector(actor, selectBuilderTitle)
  const loading = useSelector(actor, selectBuilderLoading)
  const loadFailed = useSelector(actor, selectBuilderLoadFailed)
  const step = useSelector(actor, selectStep)
  const steps = useSelector(actor, selectSteps)
  const last = useSelector(actor, selectIsLastStep)
  const nextDisabled = useSelector(actor, selectNextDisabled)
  const saving = useSelector(actor, selectSaving)
  const error = useSelector(actor, selectBuilderError)
  const gone = useSelector(actor, selectGone)
  // The email designer reports its last change before the builder moves away from it.
  const flushRef = useRef<(() => void) | null>(null)
  const send = (event: Parameters<BuilderActor['send']>[0]) => {
    flushRef.current?.()
    actor.send(event)
  }
  const editing = !loading && !loadFailed
  const { layout } = useSelector(actor, selectDraft)
  const designing = step === 1 && layout === 'EMAIL'
  // Editing opens here without the type dialog: the designer's code starts loading with the builder.
  useEffect(() => {
    if (open && layout === 'EMAIL') void import('./EmailDesigner').then((module) => module.preloadDesigner())
  }, [open, layout])
  return (
    <FullScreenDialog
      open={open}
      title={title}
      onClose={() => actor.send({ type: 'builder.close' })}
      footer={
        editing ? (
          <>
            <span className={css({ mr: 'auto', alignSelf: 'center', color: 'text.muted', fontSize: 'sm' })}>
              Step {step + 1} of {steps.length}: {steps[step]}
            </span>
            <Button
              variant="ghost"
              disabled={step === 0 || saving}
              onClick={() => send({ type: 'step.back' })}
            >
              Back
            </Button>
            {last ? (
              <Button disabled={saving} aria-busy={saving} onClick={() => send({ type: 'builder.save' })}>
                {saving ? 'Saving…' : 'Save'}
              </Button>
            ) : (
              <Button disabled={nextDisabled} onClick={() => send({ type: 'step.next' })}>
                Next
              </Button>
            )}
          </>
        ) : null
      }
    >
      {loading ? (
        <p aria-busy="true" className={css({ p: '8', color: 'text.muted' })}>
          Loading the template…
        </p>
      ) : loadFailed ? (
        <div className={css({ p: '8', maxW: '560px' })}>
          <RetryAlert message={error} onRetry={() => actor.send({ type: 'builder.retry' })} />
        </div>
      ) : (
        // On the email body step the designer gets most of the width; the preview stays beside it, narrower.
        <div
          className={css({ display: 'grid', h: 'full', minH: '0' })}
          style={{ gridTemplateColumns: designing ? 'minmax(260px, 1fr) 3fr' : 'minmax(320px, 2fr) 3fr' }}
        >
          <LivePreview actor={actor} />
          <div className={css({ display: 'grid', gridTemplateColumns: '190px 1fr', minH: '0' })}>
            <div
              className={css({ p: '4', borderRightWidth: '1px', borderColor: 'border', bg: 'surface.card' })}
            >
              <Stepper actor={actor} />
            </div>
            <section
              aria-label={steps[step]}
              className={css({ p: '6', overflow: 'auto', display: 'grid', gap: '4', alignContent: 'start' })}
            >
              <h2 className={css({ fontSize: 'xl', fontWeight: 'bold' })}>{steps[step]}</h2>
              {error ? (
                <Alert tone="danger">
                  <span>{error}</span>
                  {gone ? (
                    <Button
                      size="sm"
                      variant="outline"
                      className={css({ ml: '3' })}
                      onClick={() => send({ type: 'builder.saveAsNew' })}
                    >
                      Save as new template
                    </Button>
                  ) : null}
                </Alert>
              ) : null}
              <StepBody actor={actor} flushRef={flushRef} designer={designer} />
            </section>
          </div>
        </div>
      )}
    </FullScreenDialog>
  )
}
