import { useSelector } from '@xstate/react'
import { css } from '../../../../styled-system/css'
import { newTestPhishValue } from '../../../domain/simulation/settings'
import { Button } from '../../../ui/Button'
import { cardPanel } from '../../../ui/surfaces'
import { TextField } from '../../../ui/TextField'
import { SettingsSaveBar } from './SaveBar'
import { editSettings, selectDraft, selectFieldErrors, type SettingsActor } from './selectors'

/** The X-Test-Phish header: how mail filters and the report button recognise the company's simulations. */
export function ConfigurationTab({ settings }: { settings: SettingsActor }) {
  const draft = useSelector(settings, selectDraft)
  const errors = useSelector(settings, selectFieldErrors)
  if (!draft) return null
  return (
    <section
      aria-label="Configuration"
      className={`${cardPanel} ${css({ display: 'grid', gap: '4', maxW: '2xl' })}`}
    >
      <p className={css({ color: 'text.muted', fontSize: 'sm' })}>
        Every simulation mail carries the header <code>X-Test-Phish</code> with this value. Allow it in your
        mail filter so simulations are not held back; the report button uses it to tell a simulation from real
        phishing. A new value takes effect for mails sent from now on.
      </p>
      <div className={css({ display: 'flex', gap: '3', alignItems: 'end', flexWrap: 'wrap' })}>
        <div className={css({ flex: '1', minW: '64' })}>
          <TextField
            label="X-Test-Phish header value"
            name="xTestPhish"
            value={draft.xTestPhish}
            error={errors.xTestPhish}
            spellCheck={false}
            onChange={(event) => settings.send(editSettings({ xTestPhish: event.target.value }))}
          />
        </div>
        <Button
          variant="outline"
          onClick={() => settings.send(editSettings({ xTestPhish: newTestPhishValue() }))}
        >
          Generate a new value
        </Button>
      </div>
      <SettingsSaveBar settings={settings} />
    </section>
  )
}
