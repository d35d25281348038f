import { defineFlow } from '../flow'
import { failure } from '../samples/failures'
import type { Scenarios } from '../scenarios'
import type { TemplateOption } from './simulation-create.machine'
import { simulationTemplateEditorMachine } from './simulation-template-editor.machine'

export const SAVED_TEMPLATE: TemplateOption = {
  id: 'simtpl_new',
  name: 'Payroll portal update',
  subject: 'Action needed: confirm your payroll details',
  fromName: 'Payroll',
  difficulty: 'HARD',
  category: 'CORPORATE',
  provider: 0,
  html: '<p><a href="%url_tag%">Confirm</a></p>',
}

export const simulationTemplateEditorScenarios: Scenarios<typeof simulationTemplateEditorMachine> = {
  events: {
    'editor.open': [{ type: 'editor.open' }],
    'field.change': [
      {
        type: 'field.change',
        patch: {
          name: 'Payroll portal update',
          subject: 'Action needed: confirm your payroll details',
          fromName: 'Payroll',
          fromEmail: 'payroll@globex-hr.example',
        },
      },
      { type: 'field.change', patch: { difficulty: 'HARD', category: 'CORPORATE' } },
    ],
    'body.change': [
      { type: 'body.change', body: { html: '<p>No link yet</p>', designData: '{}' } },
      { type: 'body.change', body: { html: '<p><a href="%url_tag%">Confirm</a></p>', designData: '{}' } },
    ],
    'editor.ready': [{ type: 'editor.ready' }],
    'editor.failed': [{ type: 'editor.failed' }],
    save: [{ type: 'save' }],
    cancel: [{ type: 'cancel' }],
  },
  outcomes: {
    saveTemplate: {
      done: [SAVED_TEMPLATE],
      error: [failure(422, 'invalid_request', 'Missing or invalid request parameters: html')],
    },
  },
  enabledEventsOnly:
    'The designer reports ready or failed once, and nothing is editable while the template saves or the editor is closed.',
  abstractContext: (context) => ({
    named: context.draft.name !== '',
    hard: context.draft.difficulty === 'HARD',
    linked: context.draft.html.includes('%url_tag%'),
    editor: context.editor,
    attempted: context.attempted,
    error: context.error !== null,
  }),
  maxStates: 20000,
}

export const simulationTemplateEditorFlow = defineFlow({
  id: 'simulationTemplateEditor',
  file: 'simulation/simulation-template-editor',
  title: 'Custom simulation template',
  description:
    'A company\'s own simulation template from the create flow\'s Templates step: name, sender name and address, subject, difficulty, category and provider beside the email designer; Save checks them and the %url_tag% link ("Template has no %url_tag%…"), the gateway sanitises the body with the exercise builder\'s policy; saved, the template joins the library selected ("Template created successfully."); a refusal keeps everything typed.',
  routes: ['/phishing-simulation-create'],
  machine: simulationTemplateEditorMachine,
  scenarios: simulationTemplateEditorScenarios,
})
