import { defineFlow } from '../flow'
import type { PhishingSettings } from '../../src/domain/simulation/settings'
import { failure, offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'
import { simulationSettingsMachine } from './simulation-settings.machine'

export const SAMPLE_SETTINGS: PhishingSettings = {
  xTestPhish: '3f2a9c41d7b84e5fa1c2d3e4f5a6b7c8',
  email: null,
  gwReportAction: 'MOVE_TO_TRASH',
  msReportAction: 'MOVE_TO_DELETED',
  folderId: null,
}

export const simulationSettingsScenarios: Scenarios<typeof simulationSettingsMachine> = {
  events: {
    'settings.edit': [
      { type: 'settings.edit', patch: { email: 'security@globex.example', gwReportAction: 'ARCHIVE' } },
      // Move to a folder without one: invalid until the folder is named.
      { type: 'settings.edit', patch: { msReportAction: 'MOVE_TO_FOLDER' } },
      { type: 'settings.edit', patch: { xTestPhish: 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6' } },
    ],
    'settings.save': [{ type: 'settings.save' }],
    'settings.discard': [{ type: 'settings.discard' }],
    'settings.retry': [{ type: 'settings.retry' }],
  },
  outcomes: {
    loadSettings: { done: [SAMPLE_SETTINGS], error: [offline] },
    saveSettings: {
      done: [{ ...SAMPLE_SETTINGS, email: 'security@globex.example', gwReportAction: 'ARCHIVE' }],
      error: [
        {
          ...failure(422, 'invalid_request', 'Missing or invalid request parameters: email'),
          fields: [{ field: 'email', message: 'Enter a valid email address, or leave it empty.' }],
        },
      ],
    },
  },
  enabledEventsOnly:
    'Save is disabled while the draft is invalid or unchanged and Discard while unchanged; nothing is editable while the settings load or save.',
  abstractContext: (context) => ({
    loaded: context.saved !== null,
    draft: context.draft === null ? null : JSON.stringify(context.draft),
    saved: context.saved === null ? null : JSON.stringify(context.saved),
    failure: context.failure !== null,
    refused: Object.keys(context.fieldErrors).length,
  }),
  maxStates: 20000,
}

export const simulationSettingsFlow = defineFlow({
  id: 'simulationSettings',
  file: 'simulation/simulation-settings',
  title: 'Phishing simulation settings',
  description:
    'The Report button and Configuration tabs: what a reported mail does in Google Workspace and Microsoft 365 (a folder id when it moves to a folder), where reports of real phishing are forwarded, and the X-Test-Phish header (generated anew on request). Save is offered for a valid, changed draft and ends with "Successfully updated!"; Discard restores what is stored; a refused save keeps the draft and shows the reasons at their fields.',
  routes: ['/phishing-simulation/settings/report-button', '/phishing-simulation/settings/configuration'],
  machine: simulationSettingsMachine,
  scenarios: simulationSettingsScenarios,
})
