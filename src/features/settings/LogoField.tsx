import { css } from '../../../styled-system/css'
import { LOGO_TEXTS } from '../../domain/logo'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { fileInput } from '../../ui/file-input'
import { actionRow, muted } from './settings-styles'

/** A logo picker: the file input (PNG or JPG), Remove logo when there is one, the hint and the refusal. */
export function LogoField({
  id,
  hasLogo,
  problem,
  busy,
  onPick,
  onClear,
}: {
  id: string
  hasLogo: boolean
  problem: string | null
  busy: boolean
  onPick: (file: File) => void
  onClear: () => void
}) {
  return (
    <div className={css({ display: 'grid', gap: '1' })}>
      <label htmlFor={id} className={css({ fontWeight: 'medium', fontSize: 'sm' })}>
        Logo
      </label>
      <div className={actionRow}>
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg"
          className={fileInput}
          aria-describedby={`${id}-hint`}
          disabled={busy}
          onChange={(event) => {
            const file = event.target.files?.[0]
            if (file) onPick(file)
            event.target.value = ''
          }}
        />
        {hasLogo ? (
          <Button type="button" variant="ghost" onClick={onClear}>
            Remove logo
          </Button>
        ) : null}
      </div>
      <p id={`${id}-hint`} className={muted}>
        PNG or JPG. {LOGO_TEXTS.size}.
      </p>
      {problem ? <Alert tone="danger">{problem}</Alert> : null}
    </div>
  )
}
