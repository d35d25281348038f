import { useActorRef, useSelector } from '@xstate/react'
import { useId } from 'react'
import type { InspectionEvent } from 'xstate'
import { css } from '../../../styled-system/css'
import { fileInput } from '../../ui/file-input'
import type { mediaUploadMachine } from '../../../machines/custom-training/media-upload.machine'
import { IMAGE_EXTENSIONS, VIDEO_EXTENSIONS, type MediaKind } from '../../domain/custom-training'
import { Button } from '../../ui/Button'
import { selectUpload } from './upload-selectors'

/** One upload: choose a file, see its progress, pause, resume, retry; the editor hears only the result. */
export function UploadField({
  logic,
  kind,
  label,
  current,
  language,
  inspect,
}: {
  logic: typeof mediaUploadMachine
  kind: MediaKind
  label: string
  /** The file in use now, by name. */
  current: string | null
  language: string
  inspect?: ((event: InspectionEvent) => void) | undefined
}) {
  const upload = useActorRef(logic, { input: { kind, language }, ...(inspect ? { inspect } : {}) })
  const state = useSelector(upload, selectUpload)
  const id = useId()
  const accept = (kind === 'video' ? VIDEO_EXTENSIONS : IMAGE_EXTENSIONS).map((ext) => `.${ext}`).join(',')
  return (
    <div
      role="group"
      aria-label={label}
      className={css({ display: 'flex', flexDir: 'column', gap: '1', fontSize: 'sm' })}
    >
      <div className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}>
        <label htmlFor={id} className={css({ fontWeight: 'medium' })}>
          {label}
        </label>
        <input
          id={id}
          type="file"
          accept={accept}
          onChange={(event) => {
            const file = event.target.files?.[0]
            if (file) upload.send({ type: 'upload.choose', file })
            event.target.value = ''
          }}
          className={fileInput}
        />
        {current && state.step !== 'uploading' ? (
          <span className={css({ color: 'text.muted' })}>In use: {current}</span>
        ) : null}
      </div>
      {state.step === 'uploading' || state.step === 'paused' ? (
        <div className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
          <progress
            max={100}
            value={state.percent}
            aria-label={`Uploading ${state.fileName ?? ''}`}
            className={css({ flex: '1', h: '2' })}
          />
          <span aria-live="polite" className={css({ minW: '24' })}>
            {state.step === 'paused' ? `Paused at ${state.percent}%` : `${state.percent}%`}
            {state.resumedAt !== null ? ` (resumed at ${state.resumedAt}%)` : ''}
          </span>
          {state.step === 'uploading' ? (
            <Button size="sm" variant="outline" onClick={() => upload.send({ type: 'upload.pause' })}>
              Pause
            </Button>
          ) : (
            <Button size="sm" variant="outline" onClick={() => upload.send({ type: 'upload.resume' })}>
              Resume
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={() => upload.send({ type: 'upload.cancel' })}>
            Cancel upload
          </Button>
        </div>
      ) : null}
      {state.step === 'done' ? <span role="status">Uploaded {state.fileName}</span> : null}
      {state.failure ? (
        <span
          role="alert"
          className={css({ color: 'red.700', display: 'flex', gap: '2', alignItems: 'center' })}
        >
          {state.failure}
          {state.step === 'failed' ? (
            <>
              <Button size="sm" variant="outline" onClick={() => upload.send({ type: 'upload.retry' })}>
                Retry
              </Button>
              <Button size="sm" variant="ghost" onClick={() => upload.send({ type: 'upload.cancel' })}>
                Cancel upload
              </Button>
            </>
          ) : null}
        </span>
      ) : null}
    </div>
  )
}
