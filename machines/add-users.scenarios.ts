import type { addUsersMachine } from './add-users.machine'
import { isStepOneValid, isStepTwoValid } from '../src/domain/add-users'
import { failure, offline } from './samples/failures'
import type { Scenarios } from './scenarios'

const facts = { role: 'admin', isPartner: false, ssoAvailable: false }
const options = (hasAssignments: boolean) => ({
  departments: [{ label: 'Sales', value: 'dep_sales' }],
  groups: [{ label: 'Managers', value: 'grp_managers' }],
  hasAssignments,
  hasActiveCampaign: hasAssignments,
})

export const addUsersScenarios: Scenarios<typeof addUsersMachine> = {
  inputs: [
    { facts, emailVerified: true },
    { facts, emailVerified: false },
  ],
  events: {
    'users.change': [
      {
        type: 'users.change',
        values: { emails: ['new.one@acme.example'], departments: [{ label: 'Field team', value: null }] },
      },
      { type: 'users.change', values: { emails: ['not-an-email'] } },
    ],
    'notice.change': [
      { type: 'notice.change', values: { subject: '' } },
      { type: 'notice.change', values: { subject: 'Welcome aboard', notificationList: 'beginTraining' } },
    ],
    'users.next': [{ type: 'users.next' }],
    'users.back': [{ type: 'users.back' }],
    'users.submit': [{ type: 'users.submit' }],
    'users.retry': [{ type: 'users.retry' }],
    'users.resendVerification': [{ type: 'users.resendVerification' }],
    'users.ssoSettings': [{ type: 'users.ssoSettings' }],
    'users.close': [{ type: 'users.close' }],
  },
  outcomes: {
    loadOptions: { done: [options(false), options(true)], error: [offline] },
    checkEmails: { done: [[], ['new.one@acme.example']], error: [offline] },
    startTraining: { done: [undefined], error: [failure(500, 'internal_error', 'Something went wrong')] },
    invite: {
      done: [1],
      error: [failure(409, 'emails_in_use', 'These emails are already in use.')],
    },
    resendVerification: { done: [undefined], error: [offline] },
  },
  abstractContext: (context) => ({
    one: isStepOneValid(context.values),
    two: isStepTwoValid(context.values),
    list: context.values.notificationList,
    inUse: context.inUse.length > 0,
    errors: context.showErrors,
    failure: context.failure,
    sent: context.verificationSent,
    assignments: context.facts.hasAssignments,
  }),
  maxStates: 60000,
}
