import { defineFlow } from '../flow'
import { accessGrantMachine } from './access-grant.machine'
import { failure, offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'

export const accessGrantScenarios: Scenarios<typeof accessGrantMachine> = {
  inputs: [
    { asked: true, pending: true },
    { asked: true, pending: false },
    { asked: false, pending: true },
  ],
  events: {
    'access.confirm': [{ type: 'access.confirm' }],
    'access.dismiss': [{ type: 'access.dismiss' }],
  },
  outcomes: {
    grantAccess: {
      done: [undefined],
      error: [failure(409, 'no_access_request', 'There is no pending access request'), offline],
    },
  },
  abstractContext: (context) => context.failure,
  maxStates: 1000,
}

export const accessGrantFlow = defineFlow({
  id: 'accessGrant',
  file: 'shell/access-grant',
  title: 'Grant partner access',
  description:
    'A customer admin with a pending partner request and isAccessDialog=true in the URL (from /access-for-reseller) sees "Confirm the access provision to Parent Company"; confirming sets the status to access.',
  routes: ['/access-for-reseller', '/home?isAccessDialog=true'],
  machine: accessGrantMachine,
  scenarios: accessGrantScenarios,
})
