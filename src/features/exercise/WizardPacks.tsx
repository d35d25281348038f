import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import type { campaignWizardMachine } from '../../../machines/exercise/campaign-wizard.machine'
import { MAX_CAMPAIGN_TEMPLATES } from '../../domain/exercise-campaign'
import { DIFFICULTY_STARS } from '../../domain/template-library'
import { Button } from '../../ui/Button'
import { PackCards } from '../templates/PackCards'
import { Stars } from '../templates/Stars'
import {
  selectPack,
  selectPackLoading,
  selectPackTemplates,
  selectWizardPackId,
  selectWizardPacks,
} from './wizard-selectors'
import { cardPanel } from '../../ui/surfaces'

export type Wizard = ActorRefFrom<typeof campaignWizardMachine>

/** The small pack cards, Custom first (002 §2.6 step 1). */
export function PackScroller({ wizard }: { wizard: Wizard }) {
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
export function PackPanel({ wizard }: { wizard: Wizard }) {
  const pack = useSelector(wizard, selectPack)
  const templates = useSelector(wizard, selectPackTemplates)
  const loading = useSelector(wizard, selectPackLoading)
  if (!pack) return null
  return (
    <section aria-label={pack.name} className={cardPanel}>
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
