import { Popover } from '@ark-ui/react/popover'
import { useSelector } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import { field } from '../../../styled-system/recipes'
import type { templateBuilderMachine } from '../../../machines/templates/template-builder.machine'
import { linkError, normaliseLink } from '../../domain/template'
import { Button } from '../../ui/Button'
import { TextField } from '../../ui/TextField'
import { selectBodyRevision, selectDraft, selectSmsError } from './selectors'

/** The link around the current selection, if any. */
function linkAtSelection(root: HTMLElement): HTMLAnchorElement | null {
  const node = window.getSelection()?.anchorNode ?? null
  const element = node instanceof HTMLElement ? node : (node?.parentElement ?? null)
  const link = element?.closest('a') ?? null
  return link && root.contains(link) ? link : null
}

/**
 * SMS Message (002 §5): plain text with links added to selected text through a URL popover (Add or Update) and
 * removed. Pasting keeps only the text.
 */
export function SmsMessageStep({ actor }: { actor: ActorRefFrom<typeof templateBuilderMachine> }) {
  const { body } = useSelector(actor, selectDraft)
  const revision = useSelector(actor, selectBodyRevision)
  const error = useSelector(actor, selectSmsError)
  const editor = useRef<HTMLDivElement>(null)
  const range = useRef<Range | null>(null)
  const [open, setOpen] = useState(false)
  const [url, setUrl] = useState('')
  const [urlError, setUrlError] = useState<string | null>(null)
  const [existing, setExisting] = useState<HTMLAnchorElement | null>(null)
  const [hasSelection, setHasSelection] = useState(false)
  const classes = field()

  // The editor owns its DOM while typing; the draft is written into it only when replaced from outside.
  useEffect(() => {
    if (editor.current) editor.current.innerHTML = body.html
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [revision])

  const emit = () =>
    actor.send({ type: 'body.change', body: { html: editor.current?.innerHTML ?? '', designData: null } })
  useEffect(() => {
    const track = () => {
      const selection = window.getSelection()
      const inside = !!selection && !!editor.current && editor.current.contains(selection.anchorNode)
      setHasSelection(inside && (!selection!.isCollapsed || !!linkAtSelection(editor.current!)))
    }
    document.addEventListener('selectionchange', track)
    return () => document.removeEventListener('selectionchange', track)
  }, [])

  const openPopover = () => {
    const selection = window.getSelection()
    if (!selection || selection.rangeCount === 0 || !editor.current) return
    range.current = selection.getRangeAt(0).cloneRange()
    const link = linkAtSelection(editor.current)
    setExisting(link)
    setUrl(link?.getAttribute('href') ?? '')
    setUrlError(null)
    setOpen(true)
  }
  const restore = () => {
    const selection = window.getSelection()
    if (range.current && selection) {
      selection.removeAllRanges()
      selection.addRange(range.current)
    }
  }
  const apply = () => {
    const problem = linkError(url)
    if (problem) return setUrlError(problem)
    if (existing) existing.setAttribute('href', normaliseLink(url))
    else {
      editor.current?.focus()
      restore()
      document.execCommand('createLink', false, normaliseLink(url))
    }
    setOpen(false)
    emit()
  }
  const unlink = () => {
    if (existing) existing.replaceWith(...Array.from(existing.childNodes))
    setOpen(false)
    emit()
  }

  return (
    <div className={css({ display: 'grid', gap: '2', maxW: '560px' })}>
      <div className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
        <span id="sms-label" className={classes.label}>
          Message
        </span>
        {/* Not portalled: the builder is a modal dialog, and anything outside it is inert. */}
        <Popover.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
          <Popover.Anchor asChild>
            <span className={css({ ml: 'auto' })}>
              <Button
                variant="outline"
                size="sm"
                disabled={!hasSelection}
                onMouseDown={(event) => event.preventDefault()}
                onClick={openPopover}
              >
                Link
              </Button>
            </span>
          </Popover.Anchor>
          <Popover.Positioner className={css({ zIndex: 'popover' })}>
            <Popover.Content
              className={css({
                bg: 'surface.card',
                p: '3',
                borderRadius: 'lg',
                boxShadow: 'lg',
                w: '320px',
                display: 'grid',
                gap: '2',
              })}
            >
              <Popover.Title className={css({ fontWeight: 'semibold' })}>
                {existing ? 'Edit link' : 'Add link'}
              </Popover.Title>
              <TextField
                label="URL"
                name="linkUrl"
                value={url}
                placeholder="https://"
                error={urlError}
                onChange={(event) => setUrl(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault()
                    apply()
                  }
                }}
              />
              <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end' })}>
                {existing ? (
                  <Button variant="ghost" size="sm" onClick={unlink}>
                    Remove link
                  </Button>
                ) : null}
                <Button size="sm" onClick={apply}>
                  {existing ? 'Update' : 'Add'}
                </Button>
              </div>
            </Popover.Content>
          </Popover.Positioner>
        </Popover.Root>
      </div>
      <div
        ref={editor}
        role="textbox"
        aria-multiline="true"
        aria-labelledby="sms-label"
        aria-invalid={error ? true : undefined}
        contentEditable
        suppressContentEditableWarning
        onInput={emit}
        onPaste={(event) => {
          event.preventDefault()
          document.execCommand('insertText', false, event.clipboardData.getData('text/plain'))
        }}
        className={`${classes.input} ${css({ minH: '40', py: '2', whiteSpace: 'pre-wrap', h: 'auto', '& a': { color: 'brand', textDecoration: 'underline' } })}`}
      />
      {error ? (
        <p className={classes.error} role="alert">
          {error}
        </p>
      ) : (
        <p className={classes.hint}>Select text and press Link to add, update or remove a link.</p>
      )}
    </div>
  )
}
