import { useSelector } from '@xstate/react'
import { css } from '../../../../styled-system/css'
import { Alert } from '../../../ui/Alert'
import { Button } from '../../../ui/Button'
import {
  selectCanDiscard,
  selectCanSave,
  selectSaveFailure,
  selectSaving,
  type SettingsActor,
} from './selectors'

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

/** The settings draft's footer: the reason a save was refused, then Discard and Save. */
export function SettingsSaveBar({ settings }: { settings: SettingsActor }) {
  const failure = useSelector(settings, selectSaveFailure)
  const saving = useSelector(settings, selectSaving)
  const canSave = useSelector(settings, selectCanSave)
  const canDiscard = useSelector(settings, selectCanDiscard)
  return (
    <>
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <SaveBar
        canSave={canSave}
        canDiscard={canDiscard}
        saving={saving}
        onSave={() => settings.send({ type: 'settings.save' })}
        onDiscard={() => settings.send({ type: 'settings.discard' })}
      />
    </>
  )
}
