import { INVITE_MESSAGE_MAX } from '../../src/domain/customer-invitations'
import { defineFlow } from '../flow'
import { inviteMessageMachine } from './invite-message.machine'
import { offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'

export const inviteMessageScenarios: Scenarios<typeof inviteMessageMachine> = {
  inputs: [{ message: 'Northwind has set up security-awareness training for your team.' }],
  events: {
    'message.change': [
      { type: 'message.change', text: 'Welcome aboard from Northwind.' },
      { type: 'message.change', text: 'x'.repeat(INVITE_MESSAGE_MAX + 1) },
    ],
    'message.save': [{ type: 'message.save' }],
    'message.cancel': [{ type: 'message.cancel' }],
  },
  outcomes: { saveMessage: { done: ['Welcome aboard from Northwind.'], error: [offline] } },
  enabledEventsOnly: 'Save is disabled while the message is too long; the editor is gone once saved.',
  abstractContext: (context) => ({ draft: context.draft.length, failure: context.failure }),
  maxStates: 2000,
}

export const inviteMessageFlow = defineFlow({
  id: 'inviteMessage',
  file: 'partner/invite-message',
  title: 'Default invite message',
  description:
    'From My Customers: the text every invitation mail starts with. Save keeps it ("Invite Message updated successfully"); over 2,000 characters says so and cannot be saved; a refusal keeps the draft.',
  routes: [
    '/partner-portal/companies',
    '/partner-portal/reseller/customers',
    '/partner-portal/subreseller/customers',
  ],
  machine: inviteMessageMachine,
  scenarios: inviteMessageScenarios,
})
