import { useId } from 'react'
import { css } from '../../styled-system/css'
import { ATTACHMENT_MAX_MB, type UploadedFile } from '../domain/training-attachment'
import { Button } from './Button'
import { fileInput } from './file-input'

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-US')} KB`

/**
 * A PDF chosen and uploaded at once (a training's attachment, a policy): the input until the gateway keeps
 * one, then its name and size with Remove file; the chosen file goes to `onChoose` whatever it is, so its
 * flow can say why it is refused.
 */
export function PdfFileField({
  label,
  file,
  error,
  uploading,
  onChoose,
  onRemove,
}: {
  label: string
  file: UploadedFile | null
  error: string | null | undefined
  uploading: boolean
  onChoose: (file: File) => void
  onRemove: () => void
}) {
  const id = useId()
  return (
    <div className={css({ display: 'grid', gap: '1' })}>
      <label htmlFor={id} className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
        {label}
      </label>
      {file ? (
        <div className={css({ display: 'flex', gap: '3', alignItems: 'center', fontSize: 'sm' })}>
          <span>
            {file.fileName} · {kb(file.size)}
          </span>
          <Button size="sm" variant="ghost" onClick={onRemove}>
            Remove file
          </Button>
        </div>
      ) : (
        <input
          id={id}
          type="file"
          accept="application/pdf,.pdf"
          className={fileInput}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            const chosen = event.target.files?.[0]
            event.target.value = ''
            if (chosen) onChoose(chosen)
          }}
        />
      )}
      <p id={`${id}-hint`} className={css({ fontSize: 'xs', color: 'text.muted' })}>
        {uploading ? 'Uploading…' : `A PDF of up to ${ATTACHMENT_MAX_MB} MB.`}
      </p>
      {error ? (
        <p role="alert" className={css({ color: 'red.700', fontSize: 'sm' })}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
