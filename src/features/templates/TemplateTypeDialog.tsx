import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import type { templateBuilderMachine } from '../../../machines/templates/template-builder.machine'
import { TEMPLATE_TEXTS, type LayoutType } from '../../domain/template'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { useMediaQuery } from '../../ui/use-media-query'
import { selectChoosingType, selectLayout } from './selectors'

const TYPES: { layout: LayoutType; title: string; text: string }[] = [
  { layout: 'EMAIL', title: 'Email', text: 'A phishing email with a designed body, sender and subject.' },
  { layout: 'SMS', title: 'SMS', text: 'A smishing text message from a phone number or a contact name.' },
]

/** 002 §2.4: Email or SMS cards, then Continue; below 960 px the editor is not offered. */
export function TemplateTypeDialog({ actor }: { actor: ActorRefFrom<typeof templateBuilderMachine> }) {
  const open = useSelector(actor, selectChoosingType)
  const layout = useSelector(actor, selectLayout)
  const wide = useMediaQuery('(min-width: 960px)')
  // The designer's code is fetched when a builder opens (the admin reads the type cards meanwhile), never before.
  useEffect(() => {
    if (open && wide) void import('./EmailDesigner').then((module) => module.preloadDesigner())
  }, [open, wide])
  return (
    <Dialog
      open={open}
      title="Choose Template Type"
      onClose={() => actor.send({ type: 'builder.close' })}
      actions={
        <>
          <Button variant="ghost" onClick={() => actor.send({ type: 'builder.close' })}>
            Cancel
          </Button>
          {wide ? <Button onClick={() => actor.send({ type: 'type.continue' })}>Continue</Button> : null}
        </>
      }
    >
      {wide ? (
        <div
          role="radiogroup"
          aria-label="Template type"
          className={css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '3' })}
        >
          {TYPES.map((type) => (
            <button
              key={type.layout}
              type="button"
              role="radio"
              aria-checked={layout === type.layout}
              onClick={() => actor.send({ type: 'type.select', layout: type.layout })}
              className={css({
                textAlign: 'left',
                p: '4',
                borderWidth: '2px',
                borderRadius: 'lg',
                cursor: 'pointer',
                borderColor: layout === type.layout ? 'brand' : 'border',
                bg: layout === type.layout ? 'brand.subtle' : 'surface.card',
              })}
            >
              <strong className={css({ display: 'block', mb: '1' })}>{type.title}</strong>
              <span className={css({ fontSize: 'sm', color: 'text.muted' })}>{type.text}</span>
            </button>
          ))}
        </div>
      ) : (
        <p>{TEMPLATE_TEXTS.narrowScreen}</p>
      )}
    </Dialog>
  )
}
