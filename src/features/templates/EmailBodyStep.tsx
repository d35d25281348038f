import { useSelector } from '@xstate/react'
import { useState, type ComponentType } from 'react'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import { field } from '../../../styled-system/recipes'
import type { templateBuilderMachine } from '../../../machines/templates/template-builder.machine'
import { IMPORT_HTML_MAX } from '../../domain/template'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import {
  selectBodyRevision,
  selectDraft,
  selectEditor,
  selectImportChecking,
  selectImportError,
  selectImporting,
} from './selectors'

type BuilderActor = ActorRefFrom<typeof templateBuilderMachine>
import type { EmailDesignerProps } from './EmailDesigner'
import { DesignerPane, LazyEmailDesigner } from './DesignerPane'

function ImportHtmlDialog({ actor }: { actor: BuilderActor }) {
  const open = useSelector(actor, selectImporting)
  const checking = useSelector(actor, selectImportChecking)
  const error = useSelector(actor, selectImportError)
  const [html, setHtml] = useState('')
  const classes = field()
  return (
    <Dialog
      open={open}
      title="Import HTML"
      onClose={() => actor.send({ type: 'import.cancel' })}
      actions={
        <>
          <Button variant="ghost" onClick={() => actor.send({ type: 'import.cancel' })}>
            Cancel
          </Button>
          <Button
            disabled={checking}
            aria-busy={checking}
            onClick={() => actor.send({ type: 'import.submit', html })}
          >
            {checking ? 'Importing…' : 'Import'}
          </Button>
        </>
      }
    >
      <div className={classes.root}>
        <label htmlFor="import-html" className={classes.label}>
          Paste the email's HTML. It replaces the current design; scripts and links are neutralised.
        </label>
        <textarea
          id="import-html"
          className={`${classes.input} ${css({ minH: '48', py: '2', fontFamily: 'mono', fontSize: 'xs' })}`}
          value={html}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setHtml(event.target.value)}
        />
        {error ? (
          <p className={classes.error} role="alert">
            {error}
          </p>
        ) : (
          <p className={classes.hint}>Up to {IMPORT_HTML_MAX / 1024 / 1024} MB.</p>
        )}
      </div>
    </Dialog>
  )
}

/** Email Body: the designer (loaded with its own chunk), Import HTML, and what to do when it cannot load. */
export function EmailBodyStep({
  actor,
  flushRef,
  designer: EmailDesigner = LazyEmailDesigner,
}: {
  actor: BuilderActor
  flushRef: { current: (() => void) | null }
  /** The designer to render; generated path runs give a stand-in, as jsdom cannot run GrapesJS. */
  designer?: ComponentType<EmailDesignerProps> | undefined
}) {
  const { body } = useSelector(actor, selectDraft)
  const revision = useSelector(actor, selectBodyRevision)
  const editor = useSelector(actor, selectEditor)
  return (
    <div
      className={css({ display: 'grid', gridTemplateRows: 'auto 1fr', gap: '2', h: 'full', minH: '560px' })}
    >
      <div className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
        <span className={css({ color: 'text.muted', fontSize: 'sm' })}>
          {editor === 'loading'
            ? 'Loading the email designer…'
            : 'Drag blocks from the right; select text to style it.'}
        </span>
        <Button
          variant="outline"
          size="sm"
          className={css({ ml: 'auto' })}
          onClick={() => actor.send({ type: 'import.open' })}
        >
          Import HTML
        </Button>
      </div>
      {editor === 'failed' ? (
        <Alert tone="danger">
          The email designer could not be loaded. Check your connection and reopen the template; your other
          steps are kept.
        </Alert>
      ) : (
        <DesignerPane
          designer={EmailDesigner}
          body={body}
          revision={revision}
          flushRef={flushRef}
          onChange={(next) => actor.send({ type: 'body.change', body: next })}
          onReady={() => actor.send({ type: 'editor.ready' })}
          onFailed={() => actor.send({ type: 'editor.failed' })}
        />
      )}
      <ImportHtmlDialog actor={actor} />
    </div>
  )
}
