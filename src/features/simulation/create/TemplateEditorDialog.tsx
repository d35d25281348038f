import { useSelector } from '@xstate/react'
import { useRef, type ComponentType } from 'react'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../../styled-system/css'
import type { simulationTemplateEditorMachine } from '../../../../machines/simulation/simulation-template-editor.machine'
import {
  PROVIDER_LABELS,
  SIMULATION_CATEGORIES,
  SIMULATION_DIFFICULTIES,
} from '../../../domain/simulation/campaign'
import { simulationTemplateProblems } from '../../../domain/simulation/template'
import { Alert } from '../../../ui/Alert'
import { Button } from '../../../ui/Button'
import { FullScreenDialog } from '../../../ui/FullScreenDialog'
import { SelectField } from '../../../ui/SelectField'
import { TextField } from '../../../ui/TextField'
import type { EmailDesignerProps } from '../../templates/EmailDesigner'
import { DesignerPane, LazyEmailDesigner } from '../../templates/DesignerPane'

export type TemplateEditorActor = ActorRefFrom<typeof simulationTemplateEditorMachine>

const sentence = (id: string) => id.charAt(0) + id.slice(1).toLowerCase()

/** A custom simulation template: its sender and subject beside the email designer (the exercise builder's). */
export function TemplateEditorDialog({
  editor,
  designer: EmailDesigner = LazyEmailDesigner,
}: {
  editor: TemplateEditorActor
  /** Generated path runs give a stand-in: jsdom cannot run GrapesJS. */
  designer?: ComponentType<EmailDesignerProps>
}) {
  const open = useSelector(editor, (s) => !s.matches('closed'))
  const context = useSelector(editor, (s) => s.context)
  const saving = useSelector(editor, (s) => s.matches('saving'))
  const flushRef = useRef<(() => void) | null>(null)
  const problems = context.attempted ? simulationTemplateProblems(context.draft) : {}
  const { draft } = context
  const change = (patch: Record<string, string | number>) => editor.send({ type: 'field.change', patch })
  return (
    <FullScreenDialog
      open={open}
      title="New simulation template"
      onClose={() => editor.send({ type: 'cancel' })}
      footer={
        <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end' })}>
          <Button variant="ghost" disabled={saving} onClick={() => editor.send({ type: 'cancel' })}>
            Cancel
          </Button>
          <Button
            aria-busy={saving}
            disabled={saving}
            onClick={() => {
              flushRef.current?.()
              editor.send({ type: 'save' })
            }}
          >
            Save template
          </Button>
        </div>
      }
    >
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', lg: '320px 1fr' },
          gap: '4',
          p: '4',
          h: 'full',
          minH: '0',
        })}
      >
        <div className={css({ display: 'grid', gap: '2', alignContent: 'start' })}>
          <TextField
            label="Template name"
            name="name"
            value={draft.name}
            error={problems.name}
            onChange={(e) => change({ name: e.target.value })}
          />
          <TextField
            label="Sender name"
            name="fromName"
            value={draft.fromName}
            error={problems.fromName}
            onChange={(e) => change({ fromName: e.target.value })}
          />
          <TextField
            label="Sender address"
            name="fromEmail"
            type="email"
            value={draft.fromEmail}
            error={problems.fromEmail}
            onChange={(e) => change({ fromEmail: e.target.value })}
          />
          <TextField
            label="Subject"
            name="subject"
            value={draft.subject}
            error={problems.subject}
            onChange={(e) => change({ subject: e.target.value })}
          />
          <SelectField
            label="Difficulty"
            name="difficulty"
            placeholder="Choose a difficulty"
            value={draft.difficulty}
            options={SIMULATION_DIFFICULTIES.map((id) => ({ id, label: sentence(id) }))}
            onChange={(e) => change({ difficulty: e.target.value })}
          />
          <SelectField
            label="Category"
            name="category"
            placeholder="Choose a category"
            value={draft.category}
            options={SIMULATION_CATEGORIES.map((id) => ({ id, label: sentence(id) }))}
            onChange={(e) => change({ category: e.target.value })}
          />
          <SelectField
            label="Provider"
            name="provider"
            placeholder="Choose a provider"
            value={String(draft.provider)}
            options={Object.entries(PROVIDER_LABELS).map(([id, label]) => ({ id, label }))}
            onChange={(e) => change({ provider: Number(e.target.value) })}
          />
          {context.error ? <Alert tone="danger">{context.error}</Alert> : null}
        </div>
        <div className={css({ display: 'grid', gridTemplateRows: 'auto 1fr', gap: '2', minH: '560px' })}>
          <p
            className={css({ fontSize: 'sm', color: problems.html ? 'danger' : 'text.muted' })}
            role={problems.html ? 'alert' : undefined}
          >
            {problems.html ??
              (context.editor === 'loading'
                ? 'Loading the email designer…'
                : 'Keep a link to %url_tag%: it becomes each recipient’s own tracked link.')}
          </p>
          {context.editor === 'failed' ? (
            <Alert tone="danger">
              The email designer could not be loaded. Close and open the template again.
            </Alert>
          ) : (
            <DesignerPane
              designer={EmailDesigner}
              body={{ html: draft.html, designData: context.designData }}
              revision={context.bodyRevision}
              flushRef={flushRef}
              onChange={(body) => editor.send({ type: 'body.change', body })}
              onReady={() => editor.send({ type: 'editor.ready' })}
              onFailed={() => editor.send({ type: 'editor.failed' })}
            />
          )}
        </div>
      </div>
    </FullScreenDialog>
  )
}
