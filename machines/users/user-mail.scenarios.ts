import { defineFlow } from '../flow'
import { failure, offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'
import { userMailMachine } from './user-mail.machine'

const user = { id: 'u1', email: 'ana@acme.example' }

export const userMailScenarios: Scenarios<typeof userMailMachine> = {
  events: {
    'mail.resendInvite': [{ type: 'mail.resendInvite', user }],
    'mail.sendVerification': [{ type: 'mail.sendVerification', user }],
  },
  outcomes: {
    sendMail: {
      done: [undefined],
      error: [
        offline,
        failure(409, 'already_joined', 'This user has already joined; there is no invitation to resend.'),
      ],
    },
  },
  abstractContext: (context) => ({ kind: context.kind }),
  maxStates: 500,
}

export const userMailFlow = defineFlow({
  id: 'userMail',
  file: 'users/user-mail',
  title: 'Resend invite, send verification email',
  description:
    'A row of the users list: "Resend invite" for someone who has not signed in yet, "Send verification email" for an unverified address ("Email with verification link has been sent"); one at a time, failures as toasts.',
  routes: ['/users/all_users'],
  machine: userMailMachine,
  scenarios: userMailScenarios,
})
