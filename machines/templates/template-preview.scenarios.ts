import { defineFlow } from '../flow'
import { emptyBackstory } from '../../src/domain/template'
import type { StoredTemplate } from '../../src/domain/template-payload'
import { templatePreviewMachine } from './template-preview.machine'
import { failure } from '../samples/failures'
import type { Scenarios } from '../scenarios'

const template = (callouts: number): StoredTemplate => ({
  id: 'tpl_1',
  name: 'HR policy memo',
  layoutType: 'EMAIL',
  subject: 'Updated holiday policy',
  fromName: 'HR Department',
  fromEmail: 'hr@company-portal.example',
  fromPhone: null,
  html: '<p>Please <span data-callout="callout-1" class="callout-highlight">confirm by Friday</span>.</p>',
  designData: null,
  legend: 'HR writes on a Monday.',
  answers: emptyBackstory().answers.map((answer) => ({ ...answer, status: 'WRONG' })),
  callouts: [
    {
      description: 'Look at the sender.',
      orderNumber: 0,
      anchor: 'header',
      anchorText: '',
      place: 'HEADER' as const,
    },
    {
      description: 'Urgency.',
      orderNumber: 1,
      anchor: 'callout-1',
      anchorText: 'confirm by Friday',
      place: 'BODY' as const,
    },
  ].slice(0, callouts),
  thumbnailUrl: null,
})

export const templatePreviewScenarios: Scenarios<typeof templatePreviewMachine> = {
  events: {
    'preview.open': [{ type: 'preview.open', templateId: 'tpl_1' }],
    'preview.close': [{ type: 'preview.close' }],
    'preview.retry': [{ type: 'preview.retry' }],
    'callouts.toggle': [{ type: 'callouts.toggle' }],
    'callouts.next': [{ type: 'callouts.next' }],
  },
  outcomes: {
    loadTemplate: {
      done: [template(2), template(0)],
      error: [failure(404, 'not_found', 'Template not found')],
    },
  },
  abstractContext: (context) => ({
    callouts: context.template?.callouts.length ?? null,
    callout: context.callout,
    show: context.showCallouts,
  }),
  maxStates: 2000,
}

export const templatePreviewFlow = defineFlow({
  id: 'templatePreview',
  file: 'templates/template-preview',
  title: 'Template preview',
  description:
    'The full-screen preview of one template: name, legend, the four answers, the email or SMS preview; Show/Hide Callouts and Next cycling through the callouts one at a time.',
  routes: ['/phishing-exercise/create'],
  machine: templatePreviewMachine,
  scenarios: templatePreviewScenarios,
})
