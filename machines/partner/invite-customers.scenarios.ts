import { INVITE_TEXTS, inviteLineFieldProblems } from '../../src/domain/customer-invitations'
import { defineFlow } from '../flow'
import { inviteCustomersMachine } from './invite-customers.machine'
import { failure, offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'

const taken = {
  ...failure(422, 'invalid_request', 'Missing or invalid request parameters: companies.0.companyName'),
  fields: [{ field: 'companies.0.companyName', message: INVITE_TEXTS.companyTaken }],
}

export const inviteCustomersScenarios: Scenarios<typeof inviteCustomersMachine> = {
  inputs: [{ defaultMessage: 'Northwind has set up security-awareness training for your team.' }],
  events: {
    'invite.edit': [
      { type: 'invite.edit', index: 0, field: 'companyName', value: 'Blue Yonder' },
      { type: 'invite.edit', index: 0, field: 'email', value: 'it@blueyonder.example' },
      { type: 'invite.edit', index: 1, field: 'email', value: 'it@blueyonder' },
      // No such line: refused.
      { type: 'invite.edit', index: 2, field: 'email', value: 'it@elsewhere.example' },
      { type: 'invite.edit', index: -1, field: 'email', value: 'it@elsewhere.example' },
    ],
    'invite.addLine': [{ type: 'invite.addLine' }],
    'invite.removeLine': [
      { type: 'invite.removeLine', index: 1 },
      // The first line: refused while it is the only one; no such line: refused.
      { type: 'invite.removeLine', index: 0 },
      { type: 'invite.removeLine', index: 2 },
    ],
    'invite.message': [{ type: 'invite.message', text: 'Welcome aboard.' }],
    'invite.submit': [{ type: 'invite.submit' }],
    'invite.cancel': [{ type: 'invite.cancel' }],
  },
  outcomes: {
    sendInvites: { done: [{ sent: 1 }], error: [taken, offline] },
  },
  enabledEventsOnly: 'A second line has its fields and Remove only once added; the form is gone once sent.',
  abstractContext: (context) => ({
    // Up to two lines are told apart (the guards on a second line); beyond, more of the same.
    lines: Math.min(context.lines.length, 2),
    line0: JSON.stringify(context.lines[0]),
    valid: inviteLineFieldProblems(context.lines).length === 0,
    message: context.message.length,
    attempted: context.attempted,
    server: JSON.stringify(context.serverProblems),
    failure: context.failure !== null,
  }),
  maxStates: 20000,
}

export const inviteCustomersFlow = defineFlow({
  id: 'inviteCustomers',
  file: 'partner/invite-customers',
  title: 'Invite customers',
  description:
    'From My Customers: one line per company (its name and its admin’s email), up to 20, and the message the mail carries (the partner’s default to start with). Send checks the lines (messages once tried), the gateway’s refusals land on their lines, and "Invite sent" closes it; each company waits, unregistered, for its admin to use the signed link.',
  routes: [
    '/partner-portal/companies',
    '/partner-portal/reseller/customers',
    '/partner-portal/subreseller/customers',
  ],
  machine: inviteCustomersMachine,
  scenarios: inviteCustomersScenarios,
})
