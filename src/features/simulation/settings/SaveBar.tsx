import { css } from '../../../../styled-system/css'
import { Button } from '../../../ui/Button'

/** Discard and Save under a settings form; both disabled while nothing changed. */
export function SaveBar({
  canSave,
  canDiscard,
  saving,
  onSave,
  onDiscard,
}: {
  canSave: boolean
  canDiscard: boolean
  saving: boolean
  onSave: () => void
  onDiscard: () => void
}) {
  return (
    <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end' })}>
      <Button variant="ghost" disabled={!canDiscard} onClick={onDiscard}>
        Discard
      </Button>
      <Button disabled={!canSave} aria-busy={saving} onClick={onSave}>
        Save
      </Button>
    </div>
  )
}
