import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import type { templateLibraryMachine } from '../../../machines/templates/template-library.machine'
import type { templateSelectionMachine } from '../../../machines/exercise/template-selection.machine'
import {
  CAMPAIGN_TEMPLATES_REQUIRED,
  CAMPAIGN_TEXTS,
  MAX_CAMPAIGN_TEMPLATES,
} from '../../domain/exercise-campaign'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { TemplateLibrary } from '../templates/TemplateLibrary'
import { selectIsChosen, selectLimitOpen, selectWizardFailure, selectWizardPackId } from './wizard-selectors'

import { PackScroller, PackPanel, type Wizard } from './WizardPacks'
type Selection = ActorRefFrom<typeof templateSelectionMachine>

export function LimitDialog({ selection }: { selection: Selection }) {
  const open = useSelector(selection, selectLimitOpen)
  return (
    <Dialog
      open={open}
      title="Template limit"
      role="alertdialog"
      onClose={() => selection.send({ type: 'limit.close' })}
      actions={
        <Button onClick={() => selection.send({ type: 'limit.close' })}>{CAMPAIGN_TEXTS.gotIt}</Button>
      }
    >
      <p>{CAMPAIGN_TEXTS.limit(MAX_CAMPAIGN_TEMPLATES)}</p>
    </Dialog>
  )
}

/** Step 1: a pack, or the custom grid with its Selected counter and the limit dialog. */
export function WizardTemplatesStep({
  wizard,
  selection,
  library,
  canManage,
  onCreate,
  onPreview,
  onEdit,
}: {
  wizard: Wizard
  selection: Selection
  library: ActorRefFrom<typeof templateLibraryMachine>
  canManage: boolean
  onCreate: () => void
  onPreview: (templateId: string) => void
  onEdit: Parameters<typeof TemplateLibrary>[0]['onEdit']
}) {
  const packId = useSelector(wizard, selectWizardPackId)
  const failure = useSelector(wizard, selectWizardFailure)
  const chosen = useSelector(selection, selectIsChosen)
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <PackScroller wizard={wizard} />
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      {packId ? (
        <PackPanel wizard={wizard} />
      ) : (
        <TemplateLibrary
          actor={library}
          canManage={canManage}
          onCreate={onCreate}
          onPreview={onPreview}
          onEdit={onEdit}
          selection={{
            chosen,
            onToggle: (template) => selection.send({ type: 'template.toggle', template }),
          }}
          toolbarExtra={
            <span aria-live="polite" className={css({ pb: '2', fontSize: 'sm', fontWeight: 'semibold' })}>
              Selected: {chosen.size}{' '}
              <span className={css({ color: 'text.muted', fontWeight: 'normal' })}>
                {CAMPAIGN_TEXTS.templatesRequired(CAMPAIGN_TEMPLATES_REQUIRED)}
              </span>
            </span>
          }
        />
      )}
      <LimitDialog selection={selection} />
    </div>
  )
}
