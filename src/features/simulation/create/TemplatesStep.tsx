import { useSelector } from '@xstate/react'
import { css } from '../../../../styled-system/css'
import {
  PROVIDER_LABELS,
  SIMULATION_CATEGORIES,
  SIMULATION_DIFFICULTIES,
  SIMULATION_TEMPLATES_MAX,
} from '../../../domain/simulation/campaign'
import type { TemplateFilter } from '../../../../machines/simulation/simulation-create.machine'
import { badge } from '../../../ui/badge'
import { Button } from '../../../ui/Button'
import { LiveSearchField } from '../../../ui/ListParts'
import { FilterSelect } from './FilterSelect'
import { TemplatePreviewDialog } from './TemplatePreviewDialog'
import {
  selectDraft,
  selectFilter,
  selectMessages,
  selectOptions,
  selectTemplates,
  type CreateFlow,
} from './selectors'

const sentence = (value: string) => value.charAt(0) + value.slice(1).toLowerCase()
const tile = css({
  display: 'grid',
  gap: '2',
  p: '3',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  alignContent: 'start',
  '&:has(input:checked)': { borderColor: 'brand', bg: 'brand.subtle' },
})

/** Step 2: the templates (filtered by difficulty, category and provider, previewed) and the login page. */
export function TemplatesStep({ flow, onNewTemplate }: { flow: CreateFlow; onNewTemplate: () => void }) {
  const draft = useSelector(flow, selectDraft)
  const templates = useSelector(flow, selectTemplates)
  const filter = useSelector(flow, selectFilter)
  const options = useSelector(flow, selectOptions)
  const messages = useSelector(flow, selectMessages)
  const setFilter = (patch: Partial<TemplateFilter>) =>
    flow.send({ type: 'templates.filter', filter: { ...filter, ...patch } })
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'end' })}>
        <LiveSearchField label="Search templates" onSearch={(searchText) => setFilter({ searchText })} />
        <FilterSelect
          label="Difficulty"
          value={filter.difficulty}
          options={SIMULATION_DIFFICULTIES.map((id) => ({ id, label: sentence(id) }))}
          onChange={(difficulty) => setFilter({ difficulty })}
        />
        <FilterSelect
          label="Category"
          value={filter.category}
          options={SIMULATION_CATEGORIES.map((id) => ({ id, label: sentence(id) }))}
          onChange={(category) => setFilter({ category })}
        />
        <FilterSelect
          label="Provider"
          value={filter.provider}
          options={Object.entries(PROVIDER_LABELS).map(([id, label]) => ({ id, label }))}
          onChange={(provider) => setFilter({ provider })}
        />
        <Button variant="outline" className={css({ ml: 'auto' })} onClick={onNewTemplate}>
          New template
        </Button>
      </div>
      <p className={css({ fontSize: 'sm', color: 'text.muted' })} aria-live="polite">
        Selected {draft.templateIds.length} of at most {SIMULATION_TEMPLATES_MAX}
      </p>
      {messages.templateIds ? (
        <p role="alert" className={css({ color: 'danger', fontSize: 'sm' })}>
          {messages.templateIds}
        </p>
      ) : null}
      <ul
        aria-label="Templates"
        className={css({
          display: 'grid',
          gap: '3',
          gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
        })}
      >
        {templates.map((template) => (
          <li key={template.id} className={tile}>
            <label className={css({ display: 'flex', gap: '2', fontWeight: 'semibold', cursor: 'pointer' })}>
              <input
                type="checkbox"
                checked={draft.templateIds.includes(template.id)}
                onChange={() => flow.send({ type: 'template.toggle', templateId: template.id })}
              />
              {template.name}
            </label>
            <span className={css({ fontSize: 'sm', color: 'text.muted' })}>
              {template.fromName}: {template.subject}
            </span>
            <span className={css({ display: 'flex', gap: '1', flexWrap: 'wrap' })}>
              <span className={badge({ tone: 'info' })}>{sentence(template.difficulty)}</span>
              <span className={badge()}>{sentence(template.category)}</span>
              <span className={badge()}>{PROVIDER_LABELS[template.provider]}</span>
            </span>
            <Button
              variant="outline"
              size="sm"
              aria-label={`Preview ${template.name}`}
              onClick={() => flow.send({ type: 'template.preview', templateId: template.id })}
            >
              Preview
            </Button>
          </li>
        ))}
      </ul>
      <div className={css({ maxW: 'md' })}>
        <FilterSelect
          label="Login page behind the link"
          value={draft.loginPageId ?? ''}
          allLabel="None: the link opens the lesson page"
          options={options.loginPages.map((page) => ({ id: page.id, label: page.name }))}
          onChange={(id) =>
            flow.send({ type: 'draft.change', patch: { loginPageId: id === '' ? null : id } })
          }
        />
      </div>
      <TemplatePreviewDialog flow={flow} />
    </div>
  )
}
