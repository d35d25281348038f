import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import type { campaignWizardMachine } from '../../../machines/campaign-wizard.machine'
import type { templateLibraryMachine } from '../../../machines/template-library.machine'
import type { templateSelectionMachine } from '../../../machines/template-selection.machine'
import {
  CAMPAIGN_TEMPLATES_REQUIRED,
  CAMPAIGN_TEXTS,
  MAX_CAMPAIGN_TEMPLATES,
} from '../../domain/exercise-campaign'
import { DIFFICULTY_STARS } from '../../domain/template-library'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { PackCards } from '../templates/PackCards'
import { Stars } from '../templates/TemplateCard'
import { TemplateLibrary } from '../templates/TemplateLibrary'
import {
  selectIsChosen,
  selectLimitOpen,
  selectPack,
  selectPackLoading,
  selectPackTemplates,
  selectWizardFailure,
  selectWizardPackId,
  selectWizardPacks,
} from './wizard-selectors'

type Wizard = ActorRefFrom<typeof campaignWizardMachine>
type Selection = ActorRefFrom<typeof templateSelectionMachine>

/** The small pack cards, Custom first (002 §2.6 step 1). */
function PackScroller({ wizard }: { wizard: Wizard }) {
  const packs = useSelector(wizard, selectWizardPacks)
  const packId = useSelector(wizard, selectWizardPackId)
  return (
    <PackCards
      packs={packs ?? []}
      chosen={packId}
      first={{ label: 'Custom', text: `Choose up to ${MAX_CAMPAIGN_TEMPLATES} templates` }}
      onChoose={(id) =>
        wizard.send(id === null ? { type: 'pack.custom' } : { type: 'pack.select', packId: id })
      }
    />
  )
}

/** A chosen pack's templates, read-only, with Edit to make them a custom selection. */
function PackPanel({ wizard }: { wizard: Wizard }) {
  const pack = useSelector(wizard, selectPack)
  const templates = useSelector(wizard, selectPackTemplates)
  const loading = useSelector(wizard, selectPackLoading)
  if (!pack) return null
  return (
    <section
      aria-label={pack.name}
      className={css({
        display: 'grid',
        gap: '3',
        bg: 'surface.card',
        borderWidth: '1px',
        borderColor: 'border',
        borderRadius: 'lg',
        p: '4',
      })}
    >
      <div className={css({ display: 'flex', gap: '4', alignItems: 'center', flexWrap: 'wrap' })}>
        <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>{pack.name}</h2>
        <Stars count={pack.difficulty} label="Difficulty" />
        <span className={css({ color: 'text.muted', fontSize: 'sm' })}>
          {pack.templatesEmailCount} email · {pack.templatesSmsCount} SMS
        </span>
        <Button
          variant="outline"
          className={css({ ml: 'auto' })}
          disabled={loading || templates.length === 0}
          onClick={() => wizard.send({ type: 'pack.edit' })}
        >
          Edit
        </Button>
      </div>
      {loading ? <p className={css({ color: 'text.muted' })}>Loading templates…</p> : null}
      <ul
        className={css({
          display: 'grid',
          gap: '2',
          gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
        })}
      >
        {templates.map((template) => (
          <li
            key={template.id}
            className={css({
              display: 'flex',
              gap: '2',
              alignItems: 'center',
              p: '2',
              borderRadius: 'md',
              bg: 'surface.sunken',
            })}
          >
            <span className={css({ flex: '1', minW: '0', overflowWrap: 'anywhere' })}>{template.name}</span>
            <Stars count={DIFFICULTY_STARS[template.difficulty]} label="Difficulty" />
            <span className={css({ fontSize: 'xs', color: 'text.muted' })}>
              {template.layoutType === 'SMS' ? 'SMS' : 'Email'}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}

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
