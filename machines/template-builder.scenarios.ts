import { emptyBackstory, TEMPLATE_DEFAULTS } from '../src/domain/template'
import { freshDraft, type templateBuilderMachine } from './template-builder.machine'
import { failure, offline } from './samples/failures'
import type { Scenarios } from './scenarios'

const backstory = {
  legend: 'An email from HR arrives on a Monday morning asking you to confirm a policy.',
  answers: emptyBackstory().answers.map((answer, index) => ({
    ...answer,
    status: index === 2 ? ('CORRECT' as const) : ('WRONG' as const),
    description: 'Because the sender address is not the company domain.',
  })),
}
const stored = { ...freshDraft('EMAIL'), id: 'tpl_1', name: 'HR policy memo', backstory }

export const templateBuilderScenarios: Scenarios<typeof templateBuilderMachine> = {
  events: {
    'builder.open': [
      { type: 'builder.open', layout: 'EMAIL', templateId: null },
      { type: 'builder.open', layout: 'SMS', templateId: null },
      { type: 'builder.open', layout: 'EMAIL', templateId: 'tpl_1' },
    ],
    'builder.close': [{ type: 'builder.close' }],
    'builder.retry': [{ type: 'builder.retry' }],
    'step.back': [{ type: 'step.back' }],
    'header.submit': [
      { type: 'header.submit', header: TEMPLATE_DEFAULTS.header },
      { type: 'header.submit', header: { ...TEMPLATE_DEFAULTS.header, senderEmail: 'not-an-email' } },
    ],
    'sender.submit': [
      { type: 'sender.submit', sender: TEMPLATE_DEFAULTS.sender },
      { type: 'sender.submit', sender: { contactType: 'phoneNumber', phoneNumber: '', contactName: '' } },
    ],
    'body.submit': [
      { type: 'body.submit', body: { html: TEMPLATE_DEFAULTS.emailHtml, designData: '{}' } },
      { type: 'body.submit', body: { html: '<p> </p>', designData: null } },
    ],
    'backstory.submit': [
      { type: 'backstory.submit', backstory },
      { type: 'backstory.submit', backstory: emptyBackstory() },
    ],
    'callouts.submit': [
      {
        type: 'callouts.submit',
        callouts: { headerOn: true, headerText: 'Check the sender', bodyOn: false, body: [] },
      },
      {
        type: 'callouts.submit',
        callouts: {
          headerOn: false,
          headerText: '',
          bodyOn: true,
          body: [{ orderNumber: 1, anchorText: 'nowhere in the body', description: 'x' }],
        },
      },
    ],
    'builder.save': [
      { type: 'builder.save', name: 'HR policy memo', thumbnailUrl: null },
      { type: 'builder.save', name: '  ', thumbnailUrl: null },
    ],
    'editor.ready': [{ type: 'editor.ready' }],
    'editor.failed': [{ type: 'editor.failed' }],
  },
  outcomes: {
    loadTemplate: { done: [stored], error: [failure(404, 'not_found', 'Template not found')] },
    saveTemplate: { done: [undefined], error: [offline] },
  },
  abstractContext: (context) => ({
    step: context.step,
    layout: context.draft.layout,
    editor: context.editor,
    isNew: context.draft.id === null,
  }),
  maxStates: 50000,
}
