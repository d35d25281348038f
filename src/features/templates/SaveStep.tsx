import { useSelector } from '@xstate/react'
import { fileInput } from '../../ui/file-input'
import { useEffect, useMemo } from 'react'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import { field } from '../../../styled-system/recipes'
import type { templateBuilderMachine } from '../../../machines/templates/template-builder.machine'
import { THUMBNAIL_TEXTS } from '../../domain/template'
import { TEMPLATE_LIMITS } from '../../domain/template-payload'
import { Button } from '../../ui/Button'
import { TextField } from '../../ui/TextField'
import { stepForm } from './HeaderSteps'
import { selectCheckingThumbnail, selectDraft, selectNameError, selectThumbnailError } from './selectors'

/** Preview & Save: the template name and an optional thumbnail (PNG or JPEG under 200KB). */
export function SaveStep({ actor }: { actor: ActorRefFrom<typeof templateBuilderMachine> }) {
  const draft = useSelector(actor, selectDraft)
  const nameError = useSelector(actor, selectNameError)
  const thumbnailError = useSelector(actor, selectThumbnailError)
  const checking = useSelector(actor, selectCheckingThumbnail)
  const classes = field()
  const fileUrl = useMemo(
    () => (draft.thumbnailFile ? URL.createObjectURL(draft.thumbnailFile) : null),
    [draft.thumbnailFile],
  )
  useEffect(() => () => (fileUrl ? URL.revokeObjectURL(fileUrl) : undefined), [fileUrl])
  const shown = fileUrl ?? draft.thumbnailUrl
  return (
    <div className={stepForm}>
      <TextField
        label="Template Name"
        name="templateName"
        value={draft.name}
        maxLength={TEMPLATE_LIMITS.name}
        error={nameError}
        onChange={(event) => actor.send({ type: 'name.change', name: event.target.value })}
      />
      <div className={classes.root}>
        <label htmlFor="thumbnail" className={classes.label}>
          Thumbnail (optional)
        </label>
        <div
          className={css({
            w: '450px',
            maxW: 'full',
            aspectRatio: '450 / 236',
            borderWidth: '1px',
            borderColor: 'border',
            borderStyle: 'dashed',
            borderRadius: 'lg',
            bg: 'surface.sunken',
            display: 'grid',
            placeItems: 'center',
            overflow: 'hidden',
          })}
        >
          {shown ? (
            <img
              src={shown}
              alt="Template thumbnail"
              className={css({ w: 'full', h: 'full', objectFit: 'cover' })}
            />
          ) : (
            <span className={css({ color: 'text.muted', fontSize: 'sm' })}>PNG or JPG, under 200KB</span>
          )}
        </div>
        <div className={css({ display: 'flex', gap: '2', alignItems: 'center', mt: '2' })}>
          <input
            id="thumbnail"
            type="file"
            className={fileInput}
            accept=".png,.jpg,.jpeg,image/png,image/jpeg"
            disabled={checking}
            aria-invalid={thumbnailError ? true : undefined}
            onChange={(event) => {
              const file = event.target.files?.[0]
              if (file) actor.send({ type: 'thumbnail.pick', file })
              event.target.value = ''
            }}
          />
          {shown ? (
            <Button variant="link" size="sm" onClick={() => actor.send({ type: 'thumbnail.remove' })}>
              Remove thumbnail
            </Button>
          ) : null}
        </div>
        {thumbnailError ? (
          <p className={classes.error} role="alert">
            {thumbnailError}
          </p>
        ) : (
          <p className={classes.hint}>{THUMBNAIL_TEXTS.recommended}</p>
        )}
      </div>
    </div>
  )
}
