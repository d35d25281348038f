import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import type { templateBuilderMachine } from '../../../machines/templates/template-builder.machine'
import { selectDraft, selectPreviewHtml, selectStep, selectSteps } from './selectors'
import { TemplatePreviewPane } from './TemplatePreviewPane'

export type BuilderActor = ActorRefFrom<typeof templateBuilderMachine>

export function LivePreview({ actor }: { actor: BuilderActor }) {
  const draft = useSelector(actor, selectDraft)
  const html = useSelector(actor, selectPreviewHtml)
  const sender =
    draft.sender.contactType === 'phoneNumber' ? draft.sender.phoneNumber : draft.sender.contactName
  return (
    <aside
      aria-label="Live preview"
      className={css({
        p: '4',
        display: 'grid',
        gap: '3',
        alignContent: 'start',
        overflow: 'auto',
        borderRightWidth: '1px',
        borderColor: 'border',
        bg: 'surface.sunken',
      })}
    >
      {draft.backstory.legend.trim() ? (
        <section className={css({ bg: 'surface.card', borderRadius: 'lg', p: '3', fontSize: 'sm' })}>
          <h3 className={css({ fontWeight: 'semibold', mb: '1' })}>Backstory</h3>
          <p className={css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })}>
            {draft.backstory.legend}
          </p>
        </section>
      ) : null}
      <TemplatePreviewPane
        layout={draft.layout}
        header={draft.header}
        sender={sender}
        html={html}
        headerCallout={draft.callouts.headerOn}
      />
    </aside>
  )
}

export function Stepper({ actor }: { actor: BuilderActor }) {
  const steps = useSelector(actor, selectSteps)
  const step = useSelector(actor, selectStep)
  return (
    <nav aria-label="Template steps">
      <ol className={css({ display: 'grid', gap: '1' })}>
        {steps.map((name, index) => (
          <li key={name}>
            <button
              type="button"
              aria-current={index === step ? 'step' : undefined}
              disabled={index >= step}
              onClick={() => actor.send({ type: 'step.goto', step: index })}
              className={css({
                display: 'flex',
                alignItems: 'center',
                gap: '2',
                w: 'full',
                textAlign: 'left',
                px: '3',
                py: '2',
                borderRadius: 'md',
                fontSize: 'sm',
                fontWeight: index === step ? 'semibold' : 'normal',
                bg: index === step ? 'brand.subtle' : 'transparent',
                color: index > step ? 'text.muted' : 'text',
                cursor: index < step ? 'pointer' : 'default',
                _hover: index < step ? { bg: 'surface.sunken' } : {},
              })}
            >
              <span
                aria-hidden="true"
                className={css({
                  w: '6',
                  h: '6',
                  borderRadius: 'full',
                  display: 'grid',
                  placeItems: 'center',
                  fontSize: 'xs',
                  bg: index <= step ? 'brand' : 'border',
                  color: index <= step ? 'white' : 'text.muted',
                })}
              >
                {index < step ? '✓' : index + 1}
              </span>
              {name}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  )
}
