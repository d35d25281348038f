import { css } from '../../styled-system/css'
import { Alert } from './Alert'
import { Button } from './Button'

const row = css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'center' })

/** The end of an inline form: the refusal, if any, then Save (submits the form) and Cancel. */
export function SaveCancelFooter({
  busy,
  failure,
  onCancel,
}: {
  busy: boolean
  failure: string | null
  onCancel: () => void
}) {
  return (
    <>
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <div className={row}>
        <Button type="submit" disabled={busy}>
          Save
        </Button>
        <Button type="button" variant="ghost" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </>
  )
}
