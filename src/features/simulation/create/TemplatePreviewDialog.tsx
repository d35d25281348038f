import { useSelector } from '@xstate/react'
import { css } from '../../../../styled-system/css'
import { previewHtml } from '../../../domain/simulation/draft'
import { Button } from '../../../ui/Button'
import { Dialog } from '../../../ui/Dialog'
import { TemplateFrame } from '../../templates/TemplateFrame'
import { selectPreview, type CreateFlow } from './selectors'

/** A template as the recipient will see it, in a frame where nothing can run. */
export function TemplatePreviewDialog({ flow }: { flow: CreateFlow }) {
  const template = useSelector(flow, selectPreview)
  return (
    <Dialog
      open={template !== null}
      title={template ? `Preview: ${template.name}` : 'Preview'}
      onClose={() => flow.send({ type: 'preview.close' })}
      actions={<Button onClick={() => flow.send({ type: 'preview.close' })}>Close</Button>}
    >
      {template ? (
        <div className={css({ display: 'grid', gap: '2' })}>
          <p className={css({ fontSize: 'sm' })}>
            <strong>From:</strong> {template.fromName} · <strong>Subject:</strong> {template.subject}
          </p>
          <TemplateFrame
            html={previewHtml(template.html)}
            title={`${template.name} preview`}
            height="360px"
          />
        </div>
      ) : null}
    </Dialog>
  )
}
