import { defineFlow } from '../flow'
import {
  emptyBackstory,
  freshDraft,
  INVALID_HTML,
  LAST_STEP,
  TEMPLATE_DEFAULTS,
  THUMBNAIL_TEXTS,
} from '../../src/domain/template'
import { stepValid, templateBuilderMachine, templateBuilderStepOf } from './template-builder.machine'
import { failure, offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'

const backstory = {
  legend: 'An email from HR arrives on a Monday morning asking you to confirm a policy.',
  answers: emptyBackstory().answers.map((answer, index) => ({
    ...answer,
    status: index === 2 ? ('CORRECT' as const) : ('WRONG' as const),
    description: 'Because the sender address is not the company domain.',
  })),
}
const stored = { ...freshDraft('EMAIL'), id: 'tpl_1', name: 'HR policy memo', backstory }
const thumbnail = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'thumb.png', { type: 'image/png' })

export const templateBuilderScenarios: Scenarios<typeof templateBuilderMachine> = {
  events: {
    'builder.create': [{ type: 'builder.create' }],
    'type.select': [
      { type: 'type.select', layout: 'SMS' },
      { type: 'type.select', layout: 'EMAIL' },
    ],
    'type.continue': [{ type: 'type.continue' }],
    'builder.open': [
      { type: 'builder.open', layout: 'EMAIL', templateId: null },
      { type: 'builder.open', layout: 'SMS', templateId: null },
      { type: 'builder.open', layout: 'EMAIL', templateId: 'tpl_1' },
    ],
    'builder.close': [{ type: 'builder.close' }],
    'builder.retry': [{ type: 'builder.retry' }],
    'step.next': [{ type: 'step.next' }],
    'step.back': [{ type: 'step.back' }],
    'step.goto': [0, 1, 2, 3].map((step) => ({ type: 'step.goto' as const, step })),
    'header.change': [
      { type: 'header.change', header: { ...TEMPLATE_DEFAULTS.header, senderEmail: 'not-an-email' } },
    ],
    'sender.change': [
      { type: 'sender.change', sender: { contactType: 'phoneNumber', phoneNumber: '', contactName: '' } },
    ],
    'body.change': [{ type: 'body.change', body: { html: '<p> </p>', designData: null } }],
    'backstory.change': [{ type: 'backstory.change', backstory }],
    'callouts.change': [
      {
        type: 'callouts.change',
        callouts: { headerOn: true, headerText: 'Check the sender', bodyOn: false, body: [] },
      },
      {
        type: 'callouts.change',
        callouts: {
          headerOn: false,
          headerText: '',
          bodyOn: true,
          body: [{ orderNumber: 1, anchorText: 'nowhere in the body', description: 'x' }],
        },
      },
    ],
    'name.change': [
      { type: 'name.change', name: 'HR policy memo' },
      { type: 'name.change', name: '  ' },
    ],
    'thumbnail.pick': [{ type: 'thumbnail.pick', file: thumbnail }],
    'thumbnail.remove': [{ type: 'thumbnail.remove' }],
    'import.open': [{ type: 'import.open' }],
    'import.cancel': [{ type: 'import.cancel' }],
    'import.submit': [{ type: 'import.submit', html: '<p>Imported</p>' }],
    'builder.save': [{ type: 'builder.save' }],
    'builder.saveAsNew': [{ type: 'builder.saveAsNew' }],
    'editor.ready': [{ type: 'editor.ready' }],
    'editor.failed': [{ type: 'editor.failed' }],
  },
  outcomes: {
    loadTemplate: { done: [stored], error: [failure(404, 'not_found', 'Template not found')] },
    saveTemplate: { done: [null], error: [offline, failure(404, 'not_found', 'Template not found')] },
    importHtml: { done: ['<p>Imported</p>'], error: [failure(422, 'invalid_html', INVALID_HTML)] },
    checkThumbnail: { done: [thumbnail], error: [failure(422, 'thumbnail', THUMBNAIL_TEXTS.type)] },
  },
  // What the screen distinguishes: the step, whether it may be left, whether its messages show (only a refused
  // Next on an invalid step shows them), new or stored; the designer's state only on the email body step.
  abstractContext: (context, snapshot) => {
    const step = templateBuilderStepOf(snapshot.value)
    const valid = stepValid(step, context)
    if (snapshot.matches('saving')) return { isNew: context.draft.id === null }
    if (snapshot.matches('choosingType')) return { layout: context.draft.layout }
    if (!snapshot.matches('editing')) return null
    return {
      // From the backstory on, both layouts run the same rules.
      ...(step < 2 ? { layout: context.draft.layout } : {}),
      isNew: context.draft.id === null,
      valid,
      messages: !valid && context.attempted,
      ...(step === 1 && context.draft.layout === 'EMAIL' ? { editor: context.editor } : {}),
      ...(step === LAST_STEP ? { gone: context.gone } : {}),
    }
  },
  enabledEventsOnly:
    'each step edits only its own part of the draft: offering every edit everywhere made 2,100 paths of refusals',
  maxStates: 50000,
}

export const templateBuilderFlow = defineFlow({
  id: 'templateBuilder',
  file: 'templates/template-builder',
  title: 'Template builder',
  description:
    'Create starts with the type dialog (Email or SMS, Continue); edit loads the template into every step. Five steps (email: Email Header, Email Body, Backstory, Callouts, Preview & Save; SMS: Sender, Message, ...): the draft follows what is typed so the live preview shows it; Next checks the step on screen (a refusal shows its messages) and wraps past the last, Back stops at 0; the email designer must be ready on the body step; Import HTML refuses "Invalid HTML input"; callout highlights 500 ms after the last change; the thumbnail is checked by its bytes; "Template created successfully." / "Template updated successfully."; a failed save keeps the draft, and a template deleted meanwhile can be saved as new.',
  routes: ['/phishing-exercise/create'],
  machine: templateBuilderMachine,
  scenarios: templateBuilderScenarios,
})
