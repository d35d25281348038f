import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import type { templatePreviewMachine } from '../../../machines/templates/template-preview.machine'
import { smsSenderOf } from '../../domain/template-payload'
import { Button } from '../../ui/Button'
import { FullScreenDialog } from '../../ui/FullScreenDialog'
import { RetryAlert } from '../../ui/ListParts'
import {
  selectCurrentCallout,
  selectPreviewBodyHtml,
  selectPreviewFailure,
  selectPreviewLoading,
  selectPreviewOpen,
  selectPreviewTemplate,
  selectShowCallouts,
} from './selectors'
import { TemplateAnswers } from './TemplateAnswers'
import { TemplatePreviewPane } from './TemplatePreviewPane'

/** 002 §2.4: name, legend, the four answers, Show/Hide Callouts, callouts one at a time with Next. */
export function TemplatePreviewDialog({ actor }: { actor: ActorRefFrom<typeof templatePreviewMachine> }) {
  const open = useSelector(actor, selectPreviewOpen)
  const loading = useSelector(actor, selectPreviewLoading)
  const failure = useSelector(actor, selectPreviewFailure)
  const template = useSelector(actor, selectPreviewTemplate)
  const show = useSelector(actor, selectShowCallouts)
  const callout = useSelector(actor, selectCurrentCallout)
  const html = useSelector(actor, selectPreviewBodyHtml)
  const sender = smsSenderOf(template?.fromPhone ?? null)
  return (
    <FullScreenDialog
      open={open}
      title={template?.name ?? 'Template preview'}
      onClose={() => actor.send({ type: 'preview.close' })}
    >
      {loading ? (
        <p aria-busy="true" className={css({ p: '8', color: 'text.muted' })}>
          Loading the template…
        </p>
      ) : failure ? (
        <div className={css({ p: '8', maxW: '560px' })}>
          <RetryAlert message={failure} onRetry={() => actor.send({ type: 'preview.retry' })} />
        </div>
      ) : template ? (
        <div
          className={css({
            display: 'grid',
            gridTemplateColumns: { base: '1fr', lg: '1fr 1fr' },
            gap: '6',
            p: '6',
            maxW: '1200px',
            mx: 'auto',
          })}
        >
          <div className={css({ display: 'grid', gap: '4', alignContent: 'start' })}>
            <section>
              <h3 className={css({ fontWeight: 'semibold', mb: '1' })}>Backstory</h3>
              <p className={css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })}>{template.legend}</p>
            </section>
            <TemplateAnswers answers={template.answers} />
            <section
              aria-label="Callouts"
              className={css({
                bg: 'surface.card',
                borderRadius: 'md',
                p: '3',
                borderWidth: '1px',
                borderColor: 'border',
                display: 'grid',
                gap: '2',
              })}
            >
              <div className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
                <h3 className={css({ fontWeight: 'semibold', flex: '1' })}>Callouts</h3>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={!callout}
                  onClick={() => actor.send({ type: 'callouts.toggle' })}
                >
                  {show ? 'Hide Callouts' : 'Show Callouts'}
                </Button>
                <Button
                  size="sm"
                  disabled={!callout || callout.count < 2}
                  onClick={() => actor.send({ type: 'callouts.next' })}
                >
                  Next
                </Button>
              </div>
              {callout ? (
                show ? (
                  <p aria-live="polite">
                    <span className={css({ fontWeight: 'bold', mr: '2' })}>
                      {callout.index + 1} / {callout.count} ·{' '}
                      {callout.place === 'HEADER' ? 'Sender' : `#${callout.orderNumber}`}
                    </span>
                    {callout.description}
                  </p>
                ) : null
              ) : (
                <p className={css({ color: 'text.muted', fontSize: 'sm' })}>This template has no callouts.</p>
              )}
            </section>
          </div>
          <TemplatePreviewPane
            layout={template.layoutType}
            header={{
              displayName: template.fromName ?? '',
              senderEmail: template.fromEmail ?? '',
              subject: template.subject ?? '',
            }}
            sender={sender.contactType === 'phoneNumber' ? sender.phoneNumber : sender.contactName}
            html={html}
            headerCallout={template.callouts.some((c) => c.place === 'HEADER')}
            showCallouts={show}
            current={show && callout ? callout.anchor : null}
          />
        </div>
      ) : null}
    </FullScreenDialog>
  )
}
