import { useSelector } from '@xstate/react'
import { css } from '../../../../styled-system/css'
import {
  GW_REPORT_ACTION_LABELS,
  GW_REPORT_ACTIONS,
  MS_REPORT_ACTION_LABELS,
  MS_REPORT_ACTIONS,
  type GwReportAction,
  type MsReportAction,
  type PhishingSettings,
} from '../../../domain/simulation/settings'
import { SelectField } from '../../../ui/SelectField'
import { cardPanel } from '../../../ui/surfaces'
import { TextField } from '../../../ui/TextField'
import { SettingsSaveBar } from './SaveBar'
import { editSettings, selectDraft, selectFieldErrors, type SettingsActor } from './selectors'

/** What the report button does with a reported mail, and where reports of real phishing go. */
export function ReportButtonTab({ settings }: { settings: SettingsActor }) {
  const draft = useSelector(settings, selectDraft)
  const errors = useSelector(settings, selectFieldErrors)
  if (!draft) return null
  const edit = (patch: Partial<PhishingSettings>) => settings.send(editSettings(patch))
  return (
    <section
      aria-label="Report button"
      className={`${cardPanel} ${css({ display: 'grid', gap: '4', maxW: '2xl' })}`}
    >
      <p className={css({ color: 'text.muted', fontSize: 'sm' })}>
        Learners report suspicious mail with the report button in Outlook or Gmail. A reported simulation
        counts as reported in its campaign; any other reported mail is forwarded to the address below.
      </p>
      <TextField
        label="Forward reported emails to"
        name="email"
        type="email"
        value={draft.email ?? ''}
        error={errors.email}
        hint="Your security team's address; empty: reported mail is not forwarded."
        onChange={(event) => edit({ email: event.target.value })}
      />
      <SelectField
        label="In Google Workspace, a reported email"
        name="gwReportAction"
        placeholder="Choose what happens"
        value={draft.gwReportAction}
        options={GW_REPORT_ACTIONS.map((id) => ({ id, label: GW_REPORT_ACTION_LABELS[id] }))}
        onChange={(event) => edit({ gwReportAction: event.target.value as GwReportAction })}
      />
      <SelectField
        label="In Microsoft 365, a reported email"
        name="msReportAction"
        placeholder="Choose what happens"
        value={draft.msReportAction}
        options={MS_REPORT_ACTIONS.map((id) => ({ id, label: MS_REPORT_ACTION_LABELS[id] }))}
        onChange={(event) => edit({ msReportAction: event.target.value as MsReportAction })}
      />
      {draft.msReportAction === 'MOVE_TO_FOLDER' ? (
        <TextField
          label="Microsoft 365 folder id"
          name="folderId"
          value={draft.folderId ?? ''}
          error={errors.folderId}
          onChange={(event) => edit({ folderId: event.target.value })}
        />
      ) : null}
      <SettingsSaveBar settings={settings} />
    </section>
  )
}
